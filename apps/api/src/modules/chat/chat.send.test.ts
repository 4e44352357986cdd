import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildSquad } from '../../../test/factories.js';
import { connect, DELETE, member, send } from '../../../test/support/chat.js';
import { testServiceContext } from '../../../test/service-context.js';
import { chatReads, messages, posts } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import * as chat from './chat.messages.js';

// The send's statement writes only what the policy allows (docs/decisions/0020): the rules are
// repeated in SQL as the guard of the write, so every refusal must leave no row and no moved
// pointer behind, whatever code the policy answers with.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const stored = async (chatId: string) =>
  (await app.db.select().from(messages).where(eq(messages.chat_id, chatId))).length;
const pointerOf = async (chatId: string, userId: string) =>
  (
    await app.db
      .select({ at: chatReads.last_read_message_id })
      .from(chatReads)
      .where(and(eq(chatReads.chat_id, chatId), eq(chatReads.user_id, userId)))
  )[0]?.at ?? null;

/** The refusal's code and message, with the chat's rows and the sender's pointer unchanged. */
async function refused(
  userId: string,
  args: { chatId: string; content: string; replyToMessageId?: string },
) {
  const [before, pointer] = [await stored(args.chatId), await pointerOf(args.chatId, userId)];
  const error = await chat.sendMessage(testServiceContext(app, userId), args).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(await stored(args.chatId)).toBe(before);
  expect(await pointerOf(args.chatId, userId)).toBe(pointer);
  return [(error as AppError).code, (error as AppError).message];
}

describe('a refused send writes nothing', () => {
  it('refuses a non-member, a bad reply and a closed squad, and stores nothing for any of them', async () => {
    const [ada, bob, eve] = [await member(app), await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const other = (await connect(app, ada, eve)).chatId;
    const elsewhere = await send(ada, other, 'in another chat');
    const gone = await send(bob, chatId, 'deleted soon');
    expect((await bob.gql(DELETE, { messageId: gone._id })).errors).toBeUndefined();

    expect(await refused(eve.user.id, { chatId, content: 'let me in' })).toEqual([
      'FORBIDDEN',
      'You are not a participant of this chat.',
    ]);
    for (const replyToMessageId of [elsewhere._id, gone._id, 'not-an-id']) {
      expect(await refused(ada.user.id, { chatId, content: 'a reply', replyToMessageId })).toEqual([
        'BAD_USER_INPUT',
        'The message you reply to is not in this chat.',
      ]);
    }

    const owner = await member(app);
    const squad = await buildSquad(app.db, owner.user.id, [{ userId: bob.user.id, role: 'Crew' }]);
    await app.db.delete(posts).where(eq(posts.id, squad.post.id));
    expect(await refused(bob.user.id, { chatId: squad.chatId, content: 'anyone?' })).toEqual([
      'FORBIDDEN',
      'This squad chat is closed: its post was deleted.',
    ]);
  });
});

describe('sends that arrive together', () => {
  it('share one statement and its commit, each answered and refused on its own', async () => {
    const [ada, bob, eve] = [await member(app), await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const ctx = (m: typeof ada) => testServiceContext(app, m.user.id);
    const outcome = (m: typeof ada, content: string) =>
      chat.sendMessage(ctx(m), { chatId, content }).then(
        (message) => message.content,
        (error: AppError) => error.code,
      );
    // The first goes alone; the others wait for it and go together.
    const answers = await Promise.all([
      outcome(ada, 'first'),
      outcome(bob, 'second'),
      outcome(eve, 'not a member'),
      outcome(ada, 'third'),
    ]);
    expect(answers).toEqual(['first', 'second', 'FORBIDDEN', 'third']);

    const rows = await app.db
      .select({ content: messages.content, at: messages.created_at })
      .from(messages)
      .where(eq(messages.chat_id, chatId))
      .orderBy(messages.id);
    expect(rows.map((r) => r.content)).toEqual(['first', 'second', 'third']);
    // One transaction's clock: the two that went together were committed together.
    expect(rows[1]!.at).toEqual(rows[2]!.at);
    expect(rows[0]!.at).not.toEqual(rows[1]!.at);
    expect(await pointerOf(chatId, ada.user.id)).toBe(
      (
        await app.db.select({ id: messages.id }).from(messages).where(eq(messages.content, 'third'))
      )[0]!.id,
    );
  });
});
