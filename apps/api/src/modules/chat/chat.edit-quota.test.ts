import { QUOTAS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { connect, EDIT, member, page, send } from '../../../test/support/chat.js';

// Edits have their own quota (docs/security.md, "Quotas"): every edit is broadcast to the chat,
// and messages.edited_at keeps only the last one, so each edit is counted in member_actions.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('message edits per minute', () => {
  it(`edits ${QUOTAS.messageEditsPerMinute} times a minute, then TOO_MANY_REQUESTS saying when`, async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const { _id: messageId } = await send(ada, chatId, 'draft');
    for (let i = 1; i <= QUOTAS.messageEditsPerMinute; i += 1) {
      const res = await ada.gql(EDIT, { messageId, content: `draft ${i}` });
      expect(res.errors).toBeUndefined();
    }
    const refused = await ada.gql(EDIT, { messageId, content: 'one too many' });
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    // The oldest edit leaves the window a minute after it was made: within the same second that
    // reads "in 1 minute" (60 s rounded up), a little later "in 59 seconds".
    expect(refused.message).toMatch(
      new RegExp(
        `^You can edit messages ${QUOTAS.messageEditsPerMinute} times a minute\\. Try again in (\\d+ seconds?|1 minute)\\.$`,
      ),
    );
    // The refused edit changed nothing; sending is a quota of its own.
    const [latest] = await page(bob, chatId);
    expect(latest?.content).toBe(`draft ${QUOTAS.messageEditsPerMinute}`);
    await send(ada, chatId, 'still talking');
  });
});
