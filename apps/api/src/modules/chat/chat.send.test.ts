import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildBlock, buildMessage, buildSquad } from '../../../test/factories.js';
import { connect, DELETE, member, send } from '../../../test/support/chat.js';
import { testBackend } from '../../../test/db.js';
import { testServiceContext } from '../../../test/service-context.js';
import { chatReads, messages, posts, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import * as chat from './chat.messages.js';
import { sendInOneStatement } from './chat.send.repo.js';
import { unreadInChatsAndTotals, unreadKey } from './chat.unread.js';

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

/** The chat's messages in send order, each with the transaction that wrote it. */
const writtenIn = async (chatId: string) =>
  app.db
    .select({ content: messages.content, tx: sql<string>`${messages}.xmin::text` })
    .from(messages)
    .where(eq(messages.chat_id, chatId))
    .orderBy(messages.id);

describe('sends that arrive together', () => {
  const outcome = (userId: string, chatId: string, content: string) =>
    chat.sendMessage(testServiceContext(app, userId), { chatId, content }).then(
      (message) => message.content,
      (error: AppError) => error.code,
    );

  it('share one statement and its commit, each answered and refused on its own', async () => {
    const [ada, bob, eve] = [await member(app), await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    // The first goes alone; the others wait for it and go together.
    const answers = await Promise.all([
      outcome(ada.user.id, chatId, 'first'),
      outcome(bob.user.id, chatId, 'second'),
      outcome(eve.user.id, chatId, 'not a member'),
      outcome(ada.user.id, chatId, 'third'),
    ]);
    expect(answers).toEqual(['first', 'second', 'FORBIDDEN', 'third']);

    const rows = await writtenIn(chatId);
    expect(rows.map((r) => r.content)).toEqual(['first', 'second', 'third']);
    expect(rows[1]!.tx).toBe(rows[2]!.tx);
    expect(rows[0]!.tx).not.toBe(rows[1]!.tx);
    expect(await pointerOf(chatId, ada.user.id)).toBe(
      (
        await app.db.select({ id: messages.id }).from(messages).where(eq(messages.content, 'third'))
      )[0]!.id,
    );
  });

  // Row locks only conflict between sessions: PGlite has one, so this runs on PostgreSQL.
  if (testBackend === 'postgres') {
    it('a batch that finds a row locked sends each message alone, in order, and waits for none', async () => {
      const [ada, bob, cy] = [await member(app), await member(app), await member(app)];
      const withBob = (await connect(app, ada, bob)).chatId;
      const withCy = (await connect(app, ada, cy)).chatId;
      // Another writer holds the chat with Cy (as a block would).
      const locker = await app.database.pool!.connect();
      await locker.query('begin');
      await locker.query('select 1 from chats where id = $1 for update', [withCy]);
      const answers = Promise.all([
        outcome(ada.user.id, withBob, 'first'),
        outcome(cy.user.id, withCy, 'second'),
        outcome(bob.user.id, withBob, 'third'),
      ]);
      // The batch (second, third) was refused at once, and the second, alone, waits for the lock.
      for (;;) {
        const { rows } = await app.database.pool!.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%squadup_send_attached(%'`,
        );
        if (rows.length > 0) break;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      await locker.query('commit');
      locker.release();
      expect(await answers).toEqual(['first', 'second', 'third']);
      const [second] = await writtenIn(withCy);
      const [, third] = await writtenIn(withBob);
      expect(second!.tx).not.toBe(third!.tx);
      expect(Number(second!.tx)).toBeLessThan(Number(third!.tx));
    });
  }
});

describe('the counts a send answers', () => {
  const QUOTA = { isReply: false, quota: { limit: 1000, since: new Date(Date.now() - 60_000) } };
  const NO_FILE = { attachment_url: null, attachment_name: null, attachment_type: null };
  /** The send's counts: it must have been written. */
  const sendAs = async (senderId: string, chatId: string, content: string) => {
    const attempt = await sendInOneStatement(
      app.db,
      { chat_id: chatId, sender_id: senderId, content, reply_to_message_id: null, ...NO_FILE },
      QUOTA,
    );
    if (!attempt.chat || !attempt.written) throw new Error(`not sent: ${content}`);
    return attempt.written.counts;
  };

  it('are the recount’s, for every member the message counts for, whatever hides a message from whom', async () => {
    const people = [];
    for (let i = 0; i < 5; i += 1) people.push(await member(app, `Counted${i}`));
    const [owner, plain, blocker, busy, suspended] = people.map((p) => p.user.id) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const { chatId } = await buildSquad(
      app.db,
      owner,
      [plain, blocker, busy, suspended].map((userId) => ({ userId, role: 'Crew' })),
    );
    // `blocker` blocked the owner: the owner's messages never count for them.
    await buildBlock(app.db, { blocker_id: blocker, blocked_id: owner });
    // `busy` has another chat with unread messages, blocked `plain`, and hid one message for themselves.
    const stranger = await member(app);
    const elsewhere = await connect(app, people[3]!, stranger);
    await buildMessage(app.db, { chat_id: elsewhere.chatId, sender_id: stranger.user.id });
    await buildBlock(app.db, { blocker_id: busy, blocked_id: plain });
    await buildMessage(app.db, { chat_id: chatId, sender_id: plain });
    await buildMessage(app.db, { chat_id: chatId, sender_id: owner, deleted_for: [busy] });
    // An operator hid one message, and `suspended` is suspended: theirs count for nobody.
    await buildMessage(app.db, { chat_id: chatId, sender_id: owner, hidden_at: new Date() });
    await buildMessage(app.db, { chat_id: chatId, sender_id: suspended });
    await app.db
      .update(users)
      .set({ suspended_at: new Date(), suspension_reason: 'test' })
      .where(eq(users.id, suspended));
    // One deleted, and one of `plain`'s that the owner has not read: sending reads it for them.
    await buildMessage(app.db, { chat_id: chatId, sender_id: busy, is_deleted: true });
    await buildMessage(app.db, { chat_id: chatId, sender_id: plain });

    const counts = await sendAs(owner, chatId, 'counted');
    // Everyone but the member who blocked the owner, and the owner, whose pointer moved.
    expect(counts.map((c) => c.userId).sort()).toEqual([owner, plain, busy, suspended].sort());
    const recounted = await unreadInChatsAndTotals(
      app.db,
      counts.map((c) => ({ userId: c.userId, chatId })),
    );
    for (const c of counts) {
      expect(c, c.userId).toEqual({
        userId: c.userId,
        ...recounted.get(unreadKey(c.userId, chatId)),
      });
    }
    const byMember = new Map(counts.map((c) => [c.userId, c]));
    expect(byMember.get(owner)).toEqual({ userId: owner, count: 0, total: 0 });
    // `busy`'s total holds the other chat's message too.
    expect(byMember.get(busy)!.total).toBe(byMember.get(busy)!.count + 1);
  });

  it('in a batch, the last send’s counts are the chat’s once all of them are written', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const answers = await Promise.all(
      ['one', 'two', 'three', 'four'].map((content, i) =>
        sendAs(i % 2 === 0 ? ada.user.id : bob.user.id, chatId, content),
      ),
    );
    const last = answers.at(-1)!;
    const recounted = await unreadInChatsAndTotals(app.db, [
      { userId: ada.user.id, chatId },
      { userId: bob.user.id, chatId },
    ]);
    for (const c of last) {
      expect(c).toEqual({ userId: c.userId, ...recounted.get(unreadKey(c.userId, chatId)) });
    }
    // Bob sent the last: Ada has it unread, and Bob read Ada's third by sending.
    expect(last).toEqual(
      expect.arrayContaining([
        { userId: ada.user.id, count: 1, total: 1 },
        { userId: bob.user.id, count: 0, total: 0 },
      ]),
    );
  });
});
