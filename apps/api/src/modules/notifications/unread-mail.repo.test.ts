import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import {
  buildBlock,
  buildChat,
  buildChatRead,
  buildMessage,
  buildSquad,
  buildUser,
} from '../../../test/factories.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { chatMembers, mailMarks, posts, users } from '../../db/schema/index.js';
import {
  membersWithUnreadDue,
  unreadSummaryFor,
  type UnreadDueWindow,
} from './unread-mail.repo.js';
import { setLevel } from './settings.repo.js';

// The unread-messages mail: who is due one (offline, at `instant`, a message unread long enough
// and not yet mailed) and what it says.

let database: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** `from` writes to `to` in their direct chat (a new one unless given), `minutes` ago. */
async function message(from: string, to: string, minutes: number, chatId?: string) {
  const chat = chatId ?? (await buildChat(db, { members: [from, to] })).id;
  return buildMessage(db, { chat_id: chat, sender_id: from, created_at: ago(minutes) });
}

/** A window that names every member with a message or gone offline in the last day. */
const lastDay = (olderThan: Date): UnreadDueWindow => ({
  messagesAfter: ago(24 * 60),
  olderThan,
  offlineAfter: ago(24 * 60),
  offlineUntil: new Date(),
});

/** Every due member, walked `limit` at a time as the job does. */
async function walkDue(
  olderThan: Date,
  limit: number,
  window = lastDay(olderThan),
): Promise<string[]> {
  const due: string[] = [];
  for (;;) {
    const page = await membersWithUnreadDue(db, { ...window, limit, afterUserId: due.at(-1) });
    expect(page.length).toBeLessThanOrEqual(limit);
    if (page.length === 0) return due;
    due.push(...page.map((row) => row.user_id));
  }
}

describe('membersWithUnreadDue', () => {
  it('answers the offline members at instant with a message unread long enough, not yet mailed', async () => {
    const olderThan = ago(15);
    const sender = (await buildUser(db)).id;
    const member = async (values: Parameters<typeof buildUser>[1] = {}) =>
      (await buildUser(db, values)).id;

    const due = await member();
    await message(sender, due, 20);
    const squadMember = await member();
    const owner = await member();
    const { chatId } = await buildSquad(db, owner, [{ userId: squadMember, role: 'Frontend' }]);
    await buildMessage(db, { chat_id: chatId, sender_id: owner, created_at: ago(30) });
    const afterMark = await member();
    await message(sender, afterMark, 20);
    await db.insert(mailMarks).values({ user_id: afterMark, messages_until: ago(40) });
    const expected = [due, squadMember, afterMark].sort();

    // Not due: online, messages not at instant, only a fresh message, read, before the mark,
    // their own, from a member blocked either way (in a squad chat too), deleted, muted.
    const online = await member({ is_online: true });
    await message(sender, online, 20);
    const inApp = await member();
    await setLevel(db, inApp, 'messages', 'in_app');
    await message(sender, inApp, 20);
    const fresh = await member();
    await message(sender, fresh, 5);
    const read = await member();
    const seen = await message(sender, read, 20);
    await buildChatRead(db, {
      chat_id: seen.chat_id,
      user_id: read,
      last_read_message_id: seen.id,
    });
    const mailed = await member();
    await message(sender, mailed, 20);
    await db.insert(mailMarks).values({ user_id: mailed, messages_until: ago(18) });
    const own = await member();
    await message(own, sender, 20);
    const blockedDirect = await member();
    await message(sender, blockedDirect, 20);
    await buildBlock(db, { blocker_id: sender, blocked_id: blockedDirect });
    const squadBlocked = await member();
    const squadSender = await member();
    const squad = await buildSquad(db, owner, [
      { userId: squadBlocked, role: 'Frontend' },
      { userId: squadSender, role: 'Backend' },
    ]);
    await buildChatRead(db, {
      chat_id: squad.chatId,
      user_id: squadBlocked,
      last_read_message_id: (await buildMessage(db, { chat_id: squad.chatId, sender_id: owner }))
        .id,
    });
    await buildMessage(db, { chat_id: squad.chatId, sender_id: squadSender, created_at: ago(20) });
    await buildBlock(db, { blocker_id: squadSender, blocked_id: squadBlocked });
    const deleted = await member();
    await buildMessage(db, {
      chat_id: (await buildChat(db, { members: [sender, deleted] })).id,
      sender_id: sender,
      created_at: ago(20),
      is_deleted: true,
    });
    const muted = await member();
    const mutedChat = (await message(sender, muted, 20)).chat_id;
    await db
      .update(chatMembers)
      .set({ muted_at: new Date() })
      .where(and(eq(chatMembers.chat_id, mutedChat), eq(chatMembers.user_id, muted)));

    // Members this test did not mean as due are only the senders and owners (the squad's owner
    // has the squad members' join lines unread, but they are fresh).
    const all = await walkDue(olderThan, 1000);
    expect(all.filter((id) => ![sender, owner, squadSender].includes(id))).toEqual(expected);
    expect(await walkDue(olderThan, 1)).toEqual(all);
    expect(await walkDue(olderThan, 2)).toEqual(all);
  });

  it('is due again only for a message after the mark', async () => {
    const sender = (await buildUser(db)).id;
    const member = (await buildUser(db)).id;
    const chat = (await message(sender, member, 40)).chat_id;
    const isDue = async () => (await walkDue(ago(15), 50)).includes(member);
    expect(await isDue()).toBe(true);
    await db.insert(mailMarks).values({ user_id: member, messages_until: ago(39) });
    expect(await isDue()).toBe(false);
    await message(sender, member, 16, chat);
    expect(await isDue()).toBe(true);
  });
  it('is not due again for the newest message a mail covered, to the microsecond', async () => {
    const sender = (await buildUser(db)).id;
    const member = (await buildUser(db)).id;
    const sent = await message(sender, member, 20);
    // A time as now() writes it: microseconds, which a JS Date (the mark) cannot hold.
    await db.execute(sql`update messages
      set created_at = date_trunc('milliseconds', created_at) + interval '0.000456 seconds'
      where id = ${sent.id}`);
    const isDue = async () => (await walkDue(ago(15), 50)).includes(member);
    expect(await isDue()).toBe(true);
    const summary = await unreadSummaryFor(db, member, { after: null, chatsMax: 5 });
    await db.insert(mailMarks).values({ user_id: member, messages_until: summary!.newest });
    expect(await isDue()).toBe(false);
    expect(await unreadSummaryFor(db, member, { after: summary!.newest, chatsMax: 5 })).toBeNull();
  });

  it('looks only at members with a message that became old enough or gone offline in the window', async () => {
    const sender = (await buildUser(db)).id;
    const stayedAway = (await buildUser(db)).id;
    await message(sender, stayedAway, 40);
    const leftLately = (await buildUser(db, { is_online: true })).id;
    await message(sender, leftLately, 40);
    await db
      .update(users)
      .set({ is_online: false, last_seen: ago(5) })
      .where(eq(users.id, leftLately));
    const dueIn = (window: Partial<UnreadDueWindow>) =>
      walkDue(ago(15), 50, { ...lastDay(ago(15)), ...window });

    // Both are due; a window after their messages names only the one who went offline in it.
    expect(await dueIn({})).toEqual(expect.arrayContaining([stayedAway, leftLately]));
    const later = await dueIn({ messagesAfter: ago(30), offlineAfter: ago(10) });
    expect(later).toContain(leftLately);
    expect(later).not.toContain(stayedAway);
    expect(await dueIn({ messagesAfter: ago(30), offlineAfter: ago(3) })).not.toContain(leftLately);
    expect(await dueIn({ messagesAfter: ago(45), offlineAfter: ago(3) })).toEqual(
      expect.arrayContaining([stayedAway, leftLately]),
    );
  });
});

describe('unreadSummaryFor', () => {
  it('counts the unread messages after the mark, per chat most unread first, named', async () => {
    const me = (await buildUser(db)).id;
    const ana = (await buildUser(db, { first_name: 'Ana', last_name: 'Lopez' })).id;
    const ben = (await buildUser(db, { first_name: 'Ben', last_name: '' })).id;
    const owner = (await buildUser(db)).id;
    const anaChat = (await message(ana, me, 50)).chat_id;
    await message(ana, me, 40, anaChat);
    const newest = await message(ana, me, 30, anaChat);
    const benChat = (await message(ben, me, 45)).chat_id;
    const { post, chatId } = await buildSquad(db, owner, [{ userId: me, role: 'Frontend' }], {
      title: 'Campus app',
    });
    await buildMessage(db, { chat_id: chatId, sender_id: owner, created_at: ago(35) });
    await buildMessage(db, { chat_id: chatId, sender_id: owner, created_at: ago(34) });
    // Not counted: older than `after`, read, mine, from a member blocked either way.
    await message(ana, me, 120, anaChat);
    const old = await buildUser(db);
    await message(old.id, me, 90);
    const blocker = (await buildUser(db)).id;
    await message(blocker, me, 20);
    await buildBlock(db, { blocker_id: blocker, blocked_id: me });
    await message(me, (await buildUser(db)).id, 10);

    const summary = await unreadSummaryFor(db, me, { after: ago(60), chatsMax: 5 });
    expect(summary).toEqual({
      total: 6,
      newest: newest.created_at,
      chats: [
        { chat_id: anaChat, name: 'Ana Lopez', unread: 3 },
        { chat_id: chatId, name: 'Campus app', unread: 2 },
        { chat_id: benChat, name: 'Ben', unread: 1 },
      ],
    });
    const capped = await unreadSummaryFor(db, me, { after: ago(60), chatsMax: 1 });
    expect(capped).toMatchObject({ total: 6, chats: [{ chat_id: anaChat, unread: 3 }] });
    const all = await unreadSummaryFor(db, me, { after: null, chatsMax: 10 });
    expect(all!.total).toBe(8);

    // A deleted post's squad chat keeps its title.
    await db.delete(posts).where(eq(posts.id, post.id));
    const later = await unreadSummaryFor(db, me, { after: ago(36), chatsMax: 5 });
    expect(later!.chats).toEqual([
      { chat_id: chatId, name: 'Campus app', unread: 2 },
      { chat_id: anaChat, name: 'Ana Lopez', unread: 1 },
    ]);
  });

  it('is null when nothing is unread', async () => {
    const me = (await buildUser(db)).id;
    const sender = (await buildUser(db)).id;
    const seen = await message(sender, me, 20);
    await buildChatRead(db, { chat_id: seen.chat_id, user_id: me, last_read_message_id: seen.id });
    expect(await unreadSummaryFor(db, me, { after: null, chatsMax: 5 })).toBeNull();
    await message(sender, me, 10, seen.chat_id);
    expect(await unreadSummaryFor(db, me, { after: ago(5), chatsMax: 5 })).toBeNull();
  });
});
