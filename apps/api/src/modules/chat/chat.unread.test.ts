import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { countStatements } from '../../../test/statements.js';
import {
  BLOCK,
  connect,
  DELETE,
  member,
  READ,
  send,
  unreadInChatAndTotal,
} from '../../../test/support/chat.js';
import { unreadInChatsAndTotals, unreadKey } from './chat.unread.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

// The realtime counters recount many (member, chat) pairs in one statement (docs/decisions/0020):
// each pair must get exactly what the one-pair recount gives, whatever the chat's state.
describe('unreadInChatsAndTotals', () => {
  it('counts every pair in ONE statement, each exactly as counted alone', async () => {
    const [ada, bob, cy, dee] = [
      await member(app),
      await member(app),
      await member(app),
      await member(app),
    ];
    const adaBob = (await connect(app, ada, bob)).chatId;
    const adaCy = (await connect(app, ada, cy)).chatId;
    const bobCy = (await connect(app, bob, cy)).chatId;
    const deeAda = (await connect(app, dee, ada)).chatId;

    // ada-bob: three from bob, one deleted, one hidden by ada, then ada reads and bob writes again.
    const [b1, b2] = [await send(bob, adaBob, 'b1'), await send(bob, adaBob, 'b2')];
    await send(bob, adaBob, 'b3');
    expect((await bob.gql(DELETE, { messageId: b1._id })).errors).toBeUndefined();
    await app.db.execute(
      sql`update messages set deleted_for = array[${ada.user.id}::uuid] where id = ${b2._id}::uuid`,
    );
    await send(ada, adaBob, 'a1'); // moves ada's pointer past b3
    await send(bob, adaBob, 'b4');
    // ada-cy: two each way, cy reads.
    await send(ada, adaCy, 'a2');
    await send(cy, adaCy, 'c1');
    await send(ada, adaCy, 'a3');
    expect((await cy.gql(READ, { chatId: adaCy })).errors).toBeUndefined();
    await send(cy, adaCy, 'c2');
    // bob-cy: untouched. dee-ada: dee writes, then ada blocks dee (the chat counts nothing).
    await send(dee, deeAda, 'd1');
    await send(dee, deeAda, 'd2');
    expect((await ada.gql(BLOCK, { id: dee.user.id })).errors).toBeUndefined();

    const pairs = [
      ...[adaBob, adaCy, deeAda].map((chatId) => ({ userId: ada.user.id, chatId })),
      ...[adaBob, bobCy].map((chatId) => ({ userId: bob.user.id, chatId })),
      ...[adaCy, bobCy].map((chatId) => ({ userId: cy.user.id, chatId })),
      { userId: dee.user.id, chatId: deeAda },
      { userId: dee.user.id, chatId: adaBob }, // not dee's chat: 0 there, dee's total still
      { userId: ada.user.id, chatId: uuidv7() }, // unknown chat
    ];
    const { result, statements } = await countStatements(app.db, () =>
      unreadInChatsAndTotals(app.db, [...pairs, { userId: 'not-a-uuid', chatId: adaBob }]),
    );
    expect(statements).toBe(1);
    for (const { userId, chatId } of pairs) {
      expect(result.get(unreadKey(userId, chatId))).toEqual(
        await unreadInChatAndTotal(app.db, chatId, userId),
      );
    }
    expect(result.has(unreadKey('not-a-uuid', adaBob))).toBe(false);
    // What a member sees, spelled out: ada has b4 only with bob and c2 with cy, dee's are gone.
    expect(result.get(unreadKey(ada.user.id, adaBob))).toEqual({ count: 1, total: 2 });
    expect(result.get(unreadKey(ada.user.id, deeAda))).toEqual({ count: 0, total: 2 });
    expect(result.get(unreadKey(cy.user.id, adaCy))).toEqual({ count: 0, total: 0 });
    expect(result.get(unreadKey(dee.user.id, deeAda))).toEqual({ count: 0, total: 0 });
    // Upper-case ids (a client may send them) find the same entry.
    const upper = await unreadInChatsAndTotals(app.db, [
      { userId: ada.user.id.toUpperCase(), chatId: adaBob.toUpperCase() },
    ]);
    expect(upper.get(unreadKey(ada.user.id, adaBob))).toEqual({ count: 1, total: 2 });
  });

  it('answers an empty map without a statement for no pairs', async () => {
    const { result, statements } = await countStatements(app.db, () =>
      unreadInChatsAndTotals(app.db, []),
    );
    expect(result.size).toBe(0);
    expect(statements).toBe(0);
  });
});
