import { QUOTAS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { Member } from '../../../test/members.js';
import { messages } from '../../db/schema/index.js';
import { connect, member, page, send, SEND } from '../../../test/support/chat.js';

// The message quota: QUOTAS.messagesPerMinute per member, all chats together.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** `count` messages from `from` in `chatId`, inserted directly, `secondsAgo` ago. */
async function sentEarlier(from: Member, chatId: string, count: number, secondsAgo: number) {
  const at = new Date(Date.now() - secondsAgo * 1000);
  await app.db.insert(messages).values(
    Array.from({ length: count }, (_, i) => ({
      chat_id: chatId,
      sender_id: from.user.id,
      content: `earlier ${i}`,
      created_at: at,
    })),
  );
}

describe('messages per minute', () => {
  it(`sends ${QUOTAS.messagesPerMinute} a minute across chats, then TOO_MANY_REQUESTS saying when`, async () => {
    const [ada, bob, cy] = [await member(app), await member(app), await member(app)];
    const withBob = (await connect(app, ada, bob)).chatId;
    const withCy = (await connect(app, ada, cy)).chatId;
    await sentEarlier(ada, withBob, QUOTAS.messagesPerMinute - 1, 30);
    await sentEarlier(ada, withBob, 5, 61);

    await send(ada, withCy, 'the last one this minute');
    const refused = await ada.gql(SEND, { chatId: withCy, content: 'one too many' });
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toMatch(
      new RegExp(
        `^You can send ${QUOTAS.messagesPerMinute} messages a minute\\. Try again in (2\\d|30) seconds\\.$`,
      ),
    );
    // Nothing was stored, and the other members' own quotas are untouched.
    const latest = await page(cy, withCy);
    expect(latest.map((m) => m.content)).toEqual(['the last one this minute']);
    await send(cy, withCy, 'Cy can still talk');
    await send(bob, withBob, 'so can Bob');
  });

  it('a burst from one member stops at the quota', async () => {
    const [dan, eve] = [await member(app), await member(app)];
    const { chatId } = await connect(app, dan, eve);
    const burst = QUOTAS.messagesPerMinute + 5;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => dan.gql(SEND, { chatId, content: `m${i}` })),
    );
    expect(answers.filter((a) => a.errors === undefined)).toHaveLength(QUOTAS.messagesPerMinute);
    expect(answers.filter((a) => a.code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
  });
});
