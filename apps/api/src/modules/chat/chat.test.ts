import { CHAT } from '@squadup/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { documentText } from '../../../test/graphql.js';
import { gqlAs } from '../../../test/members.js';
import { chatReads, chats, messages } from '../../db/schema/index.js';
import {
  BLOCK,
  connect,
  DELETE,
  EDIT,
  LIST,
  member,
  PAGE,
  page,
  READ,
  REMOVE,
  send,
  SEND,
  UNREAD,
  unread,
} from '../../../test/support/chat.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const messageRow = async (id: string) =>
  (await app.db.select().from(messages).where(eq(messages.id, id)))[0];
const messageCount = async (chatId: string) =>
  (await app.db.select().from(messages).where(eq(messages.chat_id, chatId))).length;
const UNKNOWN = '01890a5d-ac96-774b-bcce-b302099a8057';

describe('sending and reading', () => {
  it('stores the trimmed message, moves the chat and the sender’s read pointer, and shows it', async () => {
    const [ada, bob] = [await member(app, 'Ada'), await member(app, 'Bob')];
    const { chatId } = await connect(app, ada, bob);
    const sent = await send(ada, chatId, '  Hello Bob  ');
    expect(sent).toMatchObject({ chat_id: chatId, sender_id: ada.user.id, content: 'Hello Bob' });
    expect(sent).toMatchObject({ read_by: [], is_deleted: false, edited_at: null });
    const row = await messageRow(sent._id);
    expect(row).toMatchObject({ content: 'Hello Bob', sender_id: ada.user.id, is_deleted: false });
    const [chat] = await app.db.select().from(chats).where(eq(chats.id, chatId));
    expect(chat!.last_message_at?.toISOString()).toBe(row!.created_at.toISOString());
    const reads = await app.db.select().from(chatReads).where(eq(chatReads.chat_id, chatId));
    expect(reads).toEqual([
      expect.objectContaining({ user_id: ada.user.id, last_read_message_id: sent._id }),
    ]);
    expect((await page(bob, chatId)).map((m) => m._id)).toEqual([sent._id]);

    const read = await bob.gql(READ, { chatId });
    expect(read.data).toEqual({ markMessagesAsRead: { chat_id: chatId, unread_count: 0 } });
    const [seen] = await page(ada, chatId);
    expect(seen!.read_by).toEqual([{ user_id: bob.user.id, read_at: expect.any(String) }]);
  });

  it('refuses anonymous callers', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    for (const [query, variables] of [
      [SEND, { chatId, content: 'hi' }],
      [PAGE, { chatId }],
      [READ, { chatId }],
      [LIST, {}],
      [UNREAD, {}],
    ] as const) {
      expect((await gqlAs(app, undefined, documentText(query), variables)).code).toBe(
        'UNAUTHENTICATED',
      );
    }
    expect(await messageCount(chatId)).toBe(0);
  });

  it('refuses a non-participant reading, sending to or marking read another pair’s chat', async () => {
    const [ada, bob, eve] = [await member(app), await member(app), await member(app, 'Eve')];
    const { chatId } = await connect(app, ada, bob);
    await send(ada, chatId, 'private');
    for (const [query, variables] of [
      [PAGE, { chatId }],
      [SEND, { chatId, content: 'let me in' }],
      [READ, { chatId }],
    ] as const) {
      const res = await eve.gql(documentText(query), variables);
      expect(res.code).toBe('FORBIDDEN');
    }
    expect(await messageCount(chatId)).toBe(1);
    const evesReads = await app.db
      .select()
      .from(chatReads)
      .where(eq(chatReads.user_id, eve.user.id));
    expect(evesReads).toEqual([]);
    for (const id of [UNKNOWN, 'nope']) {
      expect((await eve.gql(PAGE, { chatId: id })).code).toBe('NOT_FOUND');
      expect((await eve.gql(SEND, { chatId: id, content: 'x' })).code).toBe('NOT_FOUND');
    }
  });

  it('refuses marking read an unknown, malformed or another pair’s chat, and moves no pointer', async () => {
    const [ada, bob, eve] = [await member(app), await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    await send(ada, chatId, 'for bob');
    for (const id of [UNKNOWN, 'nope']) {
      const res = await eve.gql(READ, { chatId: id });
      expect(res.code).toBe('NOT_FOUND');
      expect(res.message).toBe('Chat not found.');
    }
    const other = await eve.gql(READ, { chatId });
    expect(other.code).toBe('FORBIDDEN');
    expect(other.message).toBe('You are not a participant of this chat.');
    const reads = await app.db.select().from(chatReads).where(eq(chatReads.chat_id, chatId));
    expect(reads.map((r) => r.user_id)).toEqual([ada.user.id]); // the sender's, from sending
    expect(await unread(bob)).toEqual([{ chat_id: chatId, unread_count: 1 }]);
  });

  it('refuses content over the limit or blank, and accepts exactly the limit', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const long = await ada.gql(SEND, { chatId, content: 'x'.repeat(CHAT.messageMax + 1) });
    expect(long.code).toBe('BAD_USER_INPUT');
    expect(long.message).toBe('Message must be at most 2000 characters.');
    const blank = await ada.gql(SEND, { chatId, content: ' \n\t ' });
    expect(blank.code).toBe('BAD_USER_INPUT');
    expect(blank.message).toBe('Message cannot be empty.');
    expect(await messageCount(chatId)).toBe(0);
    expect((await send(ada, chatId, 'y'.repeat(CHAT.messageMax))).content).toHaveLength(2000);
  });

  it('fills the replied-to content and refuses a reply to another chat’s message', async () => {
    const [ada, bob, cy] = [await member(app), await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const other = await connect(app, ada, cy);
    const first = await send(bob, chatId, 'Are you free on Friday?');
    const elsewhere = await send(ada, other.chatId, 'Hi Cy');
    const reply = await send(ada, chatId, 'Yes!', first._id);
    expect(reply).toMatchObject({
      reply_to_message_id: first._id,
      reply_to_message_content: 'Are you free on Friday?',
    });
    // Page of one: the replied-to message is not on the page, so it is looked up.
    const [alone] = await page(bob, chatId, 1, 1);
    expect(alone).toMatchObject({
      _id: reply._id,
      reply_to_message_content: 'Are you free on Friday?',
    });
    for (const replyTo of [elsewhere._id, UNKNOWN, 'nope']) {
      const res = await ada.gql(SEND, { chatId, content: 'x', replyTo });
      expect(res.code).toBe('BAD_USER_INPUT');
      expect(res.message).toBe('The message you reply to is not in this chat.');
    }
    expect(await messageCount(chatId)).toBe(2);
  });
});

describe('who may message', () => {
  it('refuses after the connection is removed, and after a block either way', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId, connectionId } = await connect(app, ada, bob);
    await send(ada, chatId, 'before');
    expect((await bob.gql(REMOVE, { id: connectionId })).errors).toBeUndefined();
    const afterRemove = await ada.gql(SEND, { chatId, content: 'after' });
    expect(afterRemove.code).toBe('FORBIDDEN');
    expect(afterRemove.message).toBe('You can no longer message this member.');
    // History stays readable for both.
    expect((await page(bob, chatId)).map((m) => m.content)).toEqual(['before']);

    const [cat, dan] = [await member(app), await member(app)];
    const pair = await connect(app, cat, dan);
    expect((await cat.gql(BLOCK, { id: dan.user.id })).errors).toBeUndefined();
    // After a block the chat is gone for both (test/blocks-matrix.test.ts walks the rest).
    for (const from of [dan, cat]) {
      const res = await from.gql(SEND, { chatId: pair.chatId, content: 'hello?' });
      expect([res.code, res.message]).toEqual(['NOT_FOUND', 'Chat not found.']);
    }
    expect(await messageCount(pair.chatId)).toBe(0);
    expect(await messageCount(chatId)).toBe(1);
  });
});

describe('editing after the chat closed', () => {
  it('refuses an edit after the connection is removed, and after a block, and keeps the text', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const removed = await connect(app, ada, bob);
    const before = await send(ada, removed.chatId, 'before');
    expect((await bob.gql(REMOVE, { id: removed.connectionId })).errors).toBeUndefined();
    const afterRemove = await ada.gql(EDIT, { messageId: before._id, content: 'after' });
    expect(afterRemove.code).toBe('FORBIDDEN');
    expect(afterRemove.message).toBe('You can no longer message this member.');
    expect(await messageRow(before._id)).toMatchObject({ content: 'before', edited_at: null });

    const [cat, dan] = [await member(app), await member(app)];
    const blocked = await connect(app, cat, dan);
    const catsOwn = await send(cat, blocked.chatId, 'hello dan');
    expect((await dan.gql(BLOCK, { id: cat.user.id })).errors).toBeUndefined();
    const afterBlock = await cat.gql(EDIT, { messageId: catsOwn._id, content: 'still there?' });
    expect([afterBlock.code, afterBlock.message]).toEqual(['NOT_FOUND', 'Message not found.']);
    expect(await messageRow(catsOwn._id)).toMatchObject({ content: 'hello dan', edited_at: null });
  });
});

describe('editing and deleting', () => {
  it('refuses an edit over the limit and leaves the message as it was', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const sent = await send(ada, chatId, 'short');
    const long = await ada.gql(EDIT, {
      messageId: sent._id,
      content: 'x'.repeat(CHAT.messageMax + 1),
    });
    expect(long.code).toBe('BAD_USER_INPUT');
    expect(long.message).toBe('Message must be at most 2000 characters.');
    expect(await messageRow(sent._id)).toMatchObject({ content: 'short', edited_at: null });
  });

  it('answers NOT_FOUND for an unknown or malformed id, and a second delete answers the id again', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const sent = await send(ada, chatId, 'bye');
    for (const messageId of [UNKNOWN, 'nope']) {
      const res = await ada.gql(DELETE, { messageId });
      expect(res.code).toBe('NOT_FOUND');
      expect(res.message).toBe('Message not found.');
    }
    expect(await messageRow(sent._id)).toMatchObject({ content: 'bye', is_deleted: false });
    for (let i = 0; i < 2; i += 1) {
      const res = await ada.gql(DELETE, { messageId: sent._id });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ deleteMessage: sent._id });
    }
    expect(await messageRow(sent._id)).toMatchObject({ content: '', is_deleted: true });
  });

  it('lets the sender edit and soft-delete; others are refused and nothing changes', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const sent = await send(ada, chatId, 'draft');
    const edited = await ada.gql(EDIT, {
      messageId: sent._id,
      content: ' final ',
    });
    expect(edited.data.editMessage).toMatchObject({
      content: 'final',
      edited_at: expect.any(String),
    });
    expect(await messageRow(sent._id)).toMatchObject({
      content: 'final',
      edited_at: expect.any(Date),
    });

    expect((await bob.gql(EDIT, { messageId: sent._id, content: 'hacked' })).code).toBe(
      'FORBIDDEN',
    );
    expect((await bob.gql(DELETE, { messageId: sent._id })).code).toBe('FORBIDDEN');
    expect(await messageRow(sent._id)).toMatchObject({ content: 'final', is_deleted: false });
    expect((await ada.gql(EDIT, { messageId: sent._id, content: '  ' })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await ada.gql(EDIT, { messageId: UNKNOWN, content: 'x' })).code).toBe('NOT_FOUND');

    const deleted = await ada.gql(DELETE, { messageId: sent._id });
    expect(deleted.data).toEqual({ deleteMessage: sent._id });
    expect(await messageRow(sent._id)).toMatchObject({ content: '', is_deleted: true });
    const again = await ada.gql(EDIT, { messageId: sent._id, content: 'back' });
    expect(again.code).toBe('BAD_USER_INPUT');
    expect(await messageRow(sent._id)).toMatchObject({ content: '', is_deleted: true });
  });
});
