import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { chatReads, chats, connections, messages } from '../../db/schema/index.js';
import type { Page } from '../../lib/paging.js';
import { notBlockedBetween } from '../connections/index.js';

// Drizzle only: no decisions here.

export async function findChat(db: Database, chatId: string, forUpdate = false) {
  const query = db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findMessage(db: Database, messageId: string, forUpdate = false) {
  const query = db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The chat's pair and whether either of them has blocked the other, in one statement (joinChat). */
export async function findChatPairWithBlock(db: Database, chatId: string) {
  const [row] = await selectRows<{ user_low_id: string; user_high_id: string; blocked: boolean }>(
    db,
    sql`select c.user_low_id, c.user_high_id,
        not ${notBlockedBetween(sql`c.user_low_id`, sql`c.user_high_id`)} as blocked
      from chats c where c.id = ${chatId}::uuid`,
  );
  return row;
}

/** Whether the pair's connection row is accepted (served by connections_pair_key). */
export async function isConnected(db: Database, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.status, 'accepted'),
        sql`least(${connections.requester_user_id}, ${connections.addressee_user_id}) = least(${a}::uuid, ${b}::uuid)
          and greatest(${connections.requester_user_id}, ${connections.addressee_user_id}) = greatest(${a}::uuid, ${b}::uuid)`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface ChatListRow {
  id: string;
  user_low_id: string;
  user_high_id: string;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  last_message_at: Date | string | null;
  other_user_id: string;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  last_content: string | null;
  last_is_deleted: boolean | null;
}

/**
 * The viewer's chats, most recent activity first, with the other member and the last message the
 * viewer can see (one lateral lookup per chat on the (chat_id, id desc) index; no N+1). Inactive
 * chats (removed connections) are listed only when they hold messages; a chat with a member
 * blocked either way is not listed at all.
 */
export async function listChatsFor(db: Database, viewerId: string, cap: number) {
  return selectRows<ChatListRow>(
    db,
    sql`select c.id, c.user_low_id, c.user_high_id, c.is_active, c.created_at, c.updated_at,
        c.last_message_at, u.id as other_user_id, u.first_name, u.last_name, u.photo,
        lm.content as last_content, lm.is_deleted as last_is_deleted
      from chats c
      join users u on u.id = case when c.user_low_id = ${viewerId}::uuid then c.user_high_id else c.user_low_id end
      left join lateral (
        select m.content, m.is_deleted from messages m
        where m.chat_id = c.id and not (${viewerId}::uuid = any(m.deleted_for))
        order by m.id desc limit 1
      ) lm on true
      where (c.user_low_id = ${viewerId}::uuid or c.user_high_id = ${viewerId}::uuid)
        and (c.is_active or c.last_message_at is not null)
        and ${notBlockedBetween(viewerId, sql`u.id`)}
      order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
      limit ${cap}`,
  );
}

/** One page of the chat, newest first (the service reverses it), minus what the viewer hid. */
/** Every chat of the member (no cap: account deletion), each with the other participant. */
export function chatPartners(
  db: Database,
  userId: string,
): Promise<{ chatId: string; partnerId: string }[]> {
  return db
    .select({
      chatId: chats.id,
      partnerId: sql<string>`case when ${chats.user_low_id} = ${userId}
        then ${chats.user_high_id} else ${chats.user_low_id} end`,
    })
    .from(chats)
    .where(or(eq(chats.user_low_id, userId), eq(chats.user_high_id, userId)));
}

export async function pageOfMessages(db: Database, chatId: string, viewerId: string, page: Page) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chat_id, chatId),
        sql`not (${viewerId}::uuid = any(${messages.deleted_for}))`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Content of the messages replied to, for a page (one query). */
export async function findByIds(db: Database, chatId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: messages.id, content: messages.content, is_deleted: messages.is_deleted })
    .from(messages)
    .where(and(eq(messages.chat_id, chatId), inArray(messages.id, [...ids])));
}

export async function readPointers(db: Database, chatId: string) {
  return db
    .select({
      user_id: chatReads.user_id,
      last_read_message_id: chatReads.last_read_message_id,
      last_read_at: chatReads.last_read_at,
    })
    .from(chatReads)
    .where(eq(chatReads.chat_id, chatId));
}

export async function newestMessageId(db: Database, chatId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.chat_id, chatId))
    .orderBy(desc(messages.id))
    .limit(1);
  return row?.id ?? null;
}

/** Where the message quota counts: a member's messages by time (messages_sender_id_created_at_idx). */
export const sentMessagesSource = {
  table: messages,
  member: messages.sender_id,
  at: messages.created_at,
};

/**
 * Moves the member's read pointer to `messageId` (never backwards: two reads racing keep the
 * furthest), creating the row on the first read.
 */
export async function advanceRead(
  db: Database,
  chatId: string,
  userId: string,
  messageId: string | null,
): Promise<void> {
  await db
    .insert(chatReads)
    .values({ chat_id: chatId, user_id: userId, last_read_message_id: messageId })
    .onConflictDoUpdate({
      target: [chatReads.chat_id, chatReads.user_id],
      set: {
        last_read_message_id: sql`greatest(${chatReads.last_read_message_id}, excluded.last_read_message_id)`,
        last_read_at: sql`now()`,
      },
    });
}

export async function updateContent(db: Database, id: string, content: string) {
  const [row] = await db
    .update(messages)
    .set({ content, edited_at: sql`now()` })
    .where(eq(messages.id, id))
    .returning();
  return row!;
}

/** Soft delete: the row stays (replies keep resolving), its content is cleared. */
export async function softDelete(db: Database, id: string): Promise<void> {
  await db.update(messages).set({ is_deleted: true, content: '' }).where(eq(messages.id, id));
}
