import { PAGE_LIMIT_MAX } from '@squadup/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { messages } from '../../db/schema/index.js';
import { CHAT_LIST_CAP } from './chat.policy.js';
import * as repo from './chat.repo.js';
import { unreadCountsFor } from './chat.unread.js';
import {
  connect,
  DELETE,
  EDIT,
  LIST,
  member,
  page,
  READ,
  REMOVE,
  seedChatsWithUnread,
  send,
  unread,
} from '../../../test/support/chat.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('getMessagesForChat paging', () => {
  it('answers the newest page first, each page oldest first, pages disjoint', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const sent = [];
    for (let i = 1; i <= 25; i += 1) sent.push(await send(i % 2 ? ada : bob, chatId, `m${i}`));
    const ids = sent.map((m) => m._id);
    const [p1, p2, p3, p4] = [
      await page(bob, chatId),
      await page(bob, chatId, 2),
      await page(bob, chatId, 3),
      await page(bob, chatId, 4),
    ];
    expect(p1.map((m) => m._id)).toEqual(ids.slice(15, 25));
    expect(p2.map((m) => m._id)).toEqual(ids.slice(5, 15));
    expect(p3.map((m) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(p4).toEqual([]);
    expect(new Set([...p1, ...p2, ...p3].map((m) => m._id)).size).toBe(25);
    expect((await page(bob, chatId, 1, 500)).length).toBe(25); // capped at PAGE_LIMIT_MAX (50)
  });

  it('answers at most 50 messages, the newest, when asked for 51 of 51', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    // Written straight into the table (51 sends would only slow the test); ids are UUID v7.
    await app.db.insert(messages).values(
      Array.from({ length: PAGE_LIMIT_MAX + 1 }, (_, i) => ({
        chat_id: chatId,
        sender_id: i % 2 ? ada.user.id : bob.user.id,
        content: `m${i + 1}`,
      })),
    );
    const ids = (
      await app.db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.chat_id, chatId))
        .orderBy(asc(messages.id))
    ).map((row) => row.id);
    expect(ids).toHaveLength(PAGE_LIMIT_MAX + 1);
    const got = await page(bob, chatId, 1, PAGE_LIMIT_MAX + 1);
    expect(got).toHaveLength(PAGE_LIMIT_MAX);
    expect(got.map((m) => m._id)).toEqual(ids.slice(1));
    // The one left over is page 2 of that size.
    expect((await page(bob, chatId, 2, PAGE_LIMIT_MAX)).map((m) => m._id)).toEqual([ids[0]]);
  });

  it('hides the messages a member hid for themself (deleted_for)', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const [keep, hide] = [await send(ada, chatId, 'keep'), await send(ada, chatId, 'hide')];
    await app.db.execute(
      sql`update messages set deleted_for = array[${bob.user.id}::uuid] where id = ${hide._id}::uuid`,
    );
    expect((await page(bob, chatId)).map((m) => m._id)).toEqual([keep._id]);
    expect((await page(ada, chatId)).map((m) => m._id)).toEqual([keep._id, hide._id]);
  });

  it('shows deleted_for as the viewer’s own entry only, never who else hid a message', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const [byBob, byBoth] = [
      await send(ada, chatId, 'bob hid'),
      await send(ada, chatId, 'both hid'),
    ];
    await app.db.execute(
      sql`update messages set deleted_for = array[${bob.user.id}::uuid] where id = ${byBob._id}::uuid`,
    );
    await app.db.execute(
      sql`update messages set deleted_for = array[${bob.user.id}::uuid, ${ada.user.id}::uuid]
        where id = ${byBoth._id}::uuid`,
    );
    // Pages leave out what the viewer hid, and never show who else hid the rest.
    expect((await page(ada, chatId)).map((m) => [m._id, m.deleted_for])).toEqual([[byBob._id, []]]);
    expect(await page(bob, chatId)).toEqual([]);
    // The sender's edit answers her view: her own entry, not bob's.
    const edit = async (messageId: string) =>
      (await ada.gql(EDIT, { messageId, content: 'edited' })).data.editMessage.deleted_for;
    expect(await edit(byBob._id)).toEqual([]);
    expect(await edit(byBoth._id)).toEqual([ada.user.id]);
  });
});

describe('unread counts', () => {
  it('counts the other member’s messages after the read pointer, exactly', async () => {
    const [ada, bob, cy] = [await member(app), await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const other = await connect(app, cy, bob);
    for (const text of ['one', 'two', 'three']) await send(ada, chatId, text);
    const last = await send(cy, other.chatId, 'hey');
    await send(cy, other.chatId, 'you there?');
    expect(await unread(bob)).toEqual(
      [
        { chat_id: chatId, unread_count: 3 },
        { chat_id: other.chatId, unread_count: 2 },
      ].sort((a, b) => a.chat_id.localeCompare(b.chat_id)),
    );
    // One's own messages are never unread.
    expect(await unread(ada)).toEqual([]);
    await bob.gql(READ, { chatId });
    expect(await unread(bob)).toEqual([{ chat_id: other.chatId, unread_count: 2 }]);
    // A deleted unread message no longer counts.
    await cy.gql(DELETE, { messageId: last._id });
    expect(await unread(bob)).toEqual([{ chat_id: other.chatId, unread_count: 1 }]);
    await send(bob, chatId, 'got them');
    expect(await unread(ada)).toEqual([{ chat_id: chatId, unread_count: 1 }]);
  });
});

describe('more chats than the lists answer', () => {
  it(`caps the chat list and the unread list at ${CHAT_LIST_CAP}, most recent first, the total exact`, async () => {
    const ada = await member(app);
    const byActivity = await seedChatsWithUnread(app, ada, CHAT_LIST_CAP + 1);
    const kept = byActivity.slice(0, CHAT_LIST_CAP);
    const oldest = byActivity.at(-1)!;

    const listed = (await ada.gql(LIST)).data.getChatListForUser.map((c) => c._id);
    expect(listed).toEqual(kept);

    const counts = await unread(ada);
    expect(counts).toHaveLength(CHAT_LIST_CAP);
    expect(counts.map((c) => c.chat_id)).toEqual([...kept].sort());
    expect(counts.every((c) => c.unread_count === 1)).toBe(true);
    expect(counts.map((c) => c.chat_id)).not.toContain(oldest);
    // The total (initialCounts, totalUnreadUpdate) still counts every chat.
    expect((await unreadCountsFor(app.db, ada.user.id)).totalUnread).toBe(CHAT_LIST_CAP + 1);
  });

  it('keeps the most recently active chats under a smaller cap, the total over all', async () => {
    const ada = await member(app);
    const byActivity = await seedChatsWithUnread(app, ada, 4);
    const counts = await unreadCountsFor(app.db, ada.user.id, 2);
    expect(counts).toEqual({
      totalUnread: 4,
      chats: byActivity
        .slice(0, 2)
        .sort()
        .map((chat_id) => ({ chat_id, unread_count: 1 })),
    });
    const listed = await repo.listChatsFor(app.db, ada.user.id, 2);
    expect(listed.map((c) => c.id)).toEqual(byActivity.slice(0, 2));
  });
});

describe('getChatListForUser', () => {
  const list = async (viewer: Awaited<ReturnType<typeof member>>) =>
    (await viewer.gql(LIST)).data.getChatListForUser;

  it('lists the viewer’s chats by latest activity with the other member and the last message', async () => {
    const [ada, bob, cy, dee] = [
      await member(app, 'Ada'),
      await member(app, 'Bob'),
      await member(app, 'Cy'),
      await member(app, 'Dee'),
    ];
    const withBob = await connect(app, ada, bob);
    const withCy = await connect(app, cy, ada);
    const withDee = await connect(app, ada, dee);
    await send(bob, withBob.chatId, 'from bob');
    const cys = await send(cy, withCy.chatId, 'from cy');
    await ada.gql(REMOVE, { id: withDee.connectionId }); // inactive, never used: not listed
    const items = await list(ada);
    expect(items.map((c) => c._id)).toEqual([withCy.chatId, withBob.chatId]);
    expect(items[0]).toMatchObject({
      other_user_id: cy.user.id,
      first_name: 'Cy',
      last_name: 'Tester',
      photo: 'Cy.png',
      is_active: true,
      last_message_content: 'from cy',
      last_message_at: expect.any(String),
    });
    expect(items[0]!.participant_ids).toEqual(expect.arrayContaining([ada.user.id, cy.user.id]));
    await cy.gql(`mutation D($id: ID!) { deleteMessage(messageId: $id) }`, { id: cys._id });
    await cy.gql(REMOVE, { id: withCy.connectionId }); // inactive with messages: still listed
    const after = await list(ada);
    expect(after[0]).toMatchObject({
      _id: withCy.chatId,
      is_active: false,
      // Its only message was deleted: nothing left to preview (the bubble stays in the conversation).
      last_message_content: null,
    });
    // A fresh chat without messages is listed by its creation time, with no last message.
    const eve = await member(app, 'Eve');
    const withEve = await connect(app, eve, ada);
    expect((await list(ada))[0]).toMatchObject({
      _id: withEve.chatId,
      last_message_content: null,
      last_message_at: null,
    });
    expect((await list(eve)).map((c) => c._id)).toEqual([withEve.chatId]);
  });

  it('previews the latest message still there when the last one is deleted', async () => {
    const [ada, bob] = [await member(app, 'Ada'), await member(app, 'Bob')];
    const { chatId } = await connect(app, ada, bob);
    await send(bob, chatId, 'still here');
    const last = await send(ada, chatId, 'oops');
    await ada.gql(`mutation D($id: ID!) { deleteMessage(messageId: $id) }`, { id: last._id });
    for (const viewer of [ada, bob]) {
      expect((await list(viewer)).find((c) => c._id === chatId)).toMatchObject({
        last_message_content: 'still here',
      });
    }
  });
});
