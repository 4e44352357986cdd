import { and, eq, gt, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatReads, chats, messages } from '../../db/schema/index.js';
import { isUuid } from '../posts/posts.service.js';

// Unread counts are computed from rows, never stored (docs/decisions/0009): a message is unread
// for a member when the other participant sent it, it is not deleted (nor hidden by the member),
// and its id is above the member's last-read pointer. UUID v7 ids make id order send order.

export interface UnreadCounts {
  totalUnread: number;
  chats: { chat_id: string; unread_count: number }[];
}

const isParticipant = (userId: string) =>
  or(eq(chats.user_low_id, userId), eq(chats.user_high_id, userId));

/** Unread messages of `userId` per chat (only chats with some), one grouped query. */
async function unreadRows(db: Database, userId: string, chatId?: string) {
  return db
    .select({ chat_id: messages.chat_id, unread_count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chat_id))
    .leftJoin(
      chatReads,
      and(eq(chatReads.chat_id, messages.chat_id), eq(chatReads.user_id, userId)),
    )
    .where(
      and(
        isParticipant(userId),
        chatId === undefined ? undefined : eq(messages.chat_id, chatId),
        ne(messages.sender_id, userId),
        eq(messages.is_deleted, false),
        not(sql`${userId}::uuid = any(${messages.deleted_for})`),
        or(isNull(chatReads.last_read_message_id), gt(messages.id, chatReads.last_read_message_id)),
      ),
    )
    .groupBy(messages.chat_id)
    .orderBy(messages.chat_id);
}

/** The member's unread counts: every chat with unread > 0 and their exact total. */
export async function unreadCountsFor(db: Database, userId: string): Promise<UnreadCounts> {
  if (!isUuid(userId)) return { totalUnread: 0, chats: [] };
  const rows = await unreadRows(db, userId);
  const list = rows.map((row) => ({
    chat_id: row.chat_id,
    unread_count: Number(row.unread_count),
  }));
  return { totalUnread: list.reduce((sum, row) => sum + row.unread_count, 0), chats: list };
}

/** The member's unread count in one chat (0 when none, or when they are not a participant). */
export async function unreadCountForChat(
  db: Database,
  chatId: string,
  userId: string,
): Promise<number> {
  if (!isUuid(chatId) || !isUuid(userId)) return 0;
  const [row] = await unreadRows(db, userId, chatId);
  return row ? Number(row.unread_count) : 0;
}

/** Whether the member is one of the chat's pair (false for unknown or malformed ids). */
export async function isChatParticipant(
  db: Database,
  chatId: string,
  userId: string,
): Promise<boolean> {
  if (!isUuid(chatId) || !isUuid(userId)) return false;
  const rows = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), isParticipant(userId)))
    .limit(1);
  return rows.length > 0;
}

/** The chat's two members ([] for an unknown or malformed id). */
export async function chatParticipantIds(db: Database, chatId: string): Promise<string[]> {
  if (!isUuid(chatId)) return [];
  const [row] = await db
    .select({ low: chats.user_low_id, high: chats.user_high_id })
    .from(chats)
    .where(eq(chats.id, chatId))
    .limit(1);
  return row ? [row.low, row.high] : [];
}
