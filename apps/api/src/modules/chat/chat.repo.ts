import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { suspendedNow } from '../../db/moderation.js';
import { selectRows } from '../../db/raw.js';
import { chatMembers, chatReads, chats, messages, users } from '../../db/schema/index.js';
import { iso } from '../../lib/dates.js';
import type { Page } from '../../lib/paging.js';
import { notBlockedBetween, notBlockedBy } from '../../db/visibility.js';
import { SQUAD } from '@squadup/shared';

// Drizzle only: no decisions here.

/**
 * SQL: the viewer may see the message: their own, or neither hidden by an operator nor sent by a
 * member suspended now (docs/decisions/0034). Inside each list's own statement.
 */
export const notModeratedFor = (viewerId: string, senderId: SQL, hiddenAt: SQL): SQL =>
  sql`(${senderId} = ${viewerId}::uuid or (${hiddenAt} is null and not ${suspendedNow(senderId)}))`;

/**
 * SQL: a message's words, or for a file sent alone what names it (docs/decisions/0085): "Photo"
 * for an image, the file's name otherwise. What a chat list row and a reply's quote show.
 */
const wordsOrFile = (content: SQL, type: SQL, name: SQL): SQL<string> =>
  sql<string>`coalesce(nullif(${content}, ''),
    case when ${type} like 'image/%' then 'Photo' else ${name} end, '')`;

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

/** A chat as one member sees it: whether they are in it, and whether its pair is blocked. */
export interface ChatAccessRow {
  id: string;
  kind: 'direct' | 'squad';
  is_active: boolean;
  user_low_id: string | null;
  user_high_id: string | null;
  /** The member has a chat_members row (either of a direct pair; a current squad member). */
  is_member: boolean;
  /** A direct chat whose pair blocked each other either way (never for a squad chat). */
  blocked: boolean;
}

/**
 * The chat with the member's access facts in ONE statement (the queries' and joinChat's check;
 * a reconnecting crowd joins its chats all at once). Undefined for an unknown chat.
 */
export async function findChatFor(db: Database, chatId: string, userId: string) {
  const [row] = await selectRows<ChatAccessRow>(
    db,
    sql`select c.id, c.kind, c.is_active, c.user_low_id, c.user_high_id,
        exists (select 1 from chat_members cm
          where cm.chat_id = c.id and cm.user_id = ${userId}::uuid) as is_member,
        (c.kind = 'direct' and not ${notBlockedBetween(sql`c.user_low_id`, sql`c.user_high_id`)}) as blocked
      from chats c where c.id = ${chatId}::uuid`,
  );
  return row;
}

/**
 * findChatFor's facts with what the member shows in chats (docs/decisions/0082), in ONE statement:
 * what joining a chat's rooms needs. Undefined for an unknown chat or member.
 */
export async function findChatToOpen(db: Database, chatId: string, userId: string) {
  const [row] = await selectRows<
    ChatAccessRow & { show_typing: boolean; show_read_receipts: boolean }
  >(
    db,
    sql`select c.id, c.kind, c.is_active, c.user_low_id, c.user_high_id,
        exists (select 1 from chat_members cm
          where cm.chat_id = c.id and cm.user_id = u.id) as is_member,
        (c.kind = 'direct' and not ${notBlockedBetween(sql`c.user_low_id`, sql`c.user_high_id`)}) as blocked,
        u.show_typing, u.show_read_receipts
      from chats c, users u where c.id = ${chatId}::uuid and u.id = ${userId}::uuid`,
  );
  return row;
}

/** The chat's members (bounded: a pair, or a squad of at most SQUAD.spotsMax + 1). */
export async function memberIdsOf(db: Database, chatId: string): Promise<string[]> {
  const rows = await db
    .select({ id: chatMembers.user_id })
    .from(chatMembers)
    .where(eq(chatMembers.chat_id, chatId));
  return rows.map((row) => row.id);
}

export interface ChatListRow {
  id: string;
  kind: 'direct' | 'squad';
  post_id: string | null;
  title: string | null;
  member_ids: string[];
  member_count: number;
  /** Squad chats: the first SQUAD.previewAvatars members (owner first), as JSON. */
  faces:
    | {
        user_id: string;
        first_name: string | null;
        last_name: string | null;
        photo: string | null;
      }[]
    | null;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  last_message_at: Date | string | null;
  /** The viewer muted the chat (docs/decisions/0078-muted-chats.md). */
  muted: boolean;
  other_user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  /** The other member's presence, as stored (the presenter applies who may see it). */
  is_online: boolean | null;
  show_online: boolean | null;
  last_seen: Date | string | null;
  last_content: string | null;
}

/**
 * The viewer's chats (their chat_members rows), most recent activity first, in ONE statement:
 * a direct chat with the other member, a squad chat with its post title, members and first faces
 * (a lateral over at most a squad's members), and the last message the viewer can see (one
 * lateral lookup per chat on the (chat_id, id desc) index; no N+1). Inactive chats (removed
 * connections, deleted posts) are listed only when they hold messages, and so is a chat another
 * member opened with the viewer (openDirectChat) until its first message; a direct chat with a
 * member blocked either way is not listed at all.
 */
/** How many faces a squad chat row shows. */
const FACES = SQUAD.previewAvatars;
/** A squad's owner first, then members as they joined (`m`: chat_members, `p`: the post). */
const OWNER_FIRST = sql.raw(
  '(m.user_id is not distinct from p.posted_by) desc, m.joined_at, m.user_id',
);

export async function listChatsFor(db: Database, viewerId: string, cap: number) {
  return selectRows<ChatListRow>(
    db,
    sql`select c.id, c.kind, c.post_id, coalesce(p.title, c.title) as title,
        c.is_active, c.created_at, c.updated_at, c.last_message_at, me.muted_at is not null as muted,
        mb.member_ids, mb.member_count, fc.faces,
        u.id as other_user_id, u.first_name, u.last_name, u.photo,
        u.is_online, u.show_online, u.last_seen,
        lm.content as last_content
      from chat_members me
      join chats c on c.id = me.chat_id
      left join users u on c.kind = 'direct'
        and u.id = case when c.user_low_id = ${viewerId}::uuid then c.user_high_id else c.user_low_id end
      left join posts p on p.id = c.post_id
      cross join lateral (
        select array_agg(m.user_id order by ${OWNER_FIRST}) as member_ids,
          count(*)::int as member_count
        from chat_members m where m.chat_id = c.id
      ) mb
      left join lateral (
        select jsonb_agg(jsonb_build_object('user_id', f.id, 'first_name', f.first_name,
            'last_name', f.last_name, 'photo', f.photo) order by f.n) as faces
        from (
          select mu.id, mu.first_name, mu.last_name, mu.photo,
            row_number() over (order by ${OWNER_FIRST}) as n
          from chat_members m join users mu on mu.id = m.user_id
          where m.chat_id = c.id and c.kind = 'squad'
          order by ${OWNER_FIRST} limit ${FACES}
        ) f
      ) fc on true
      left join lateral (
        select ${wordsOrFile(sql`m.content`, sql`m.attachment_type`, sql`m.attachment_name`)} as content
        from messages m
        where m.chat_id = c.id and not m.is_deleted and not (${viewerId}::uuid = any(m.deleted_for))
          and ${notBlockedBy(viewerId, sql`m.sender_id`)}
          and ${notModeratedFor(viewerId, sql`m.sender_id`, sql`m.hidden_at`)}
        order by m.id desc limit 1
      ) lm on true
      where me.user_id = ${viewerId}::uuid
        and (c.last_message_at is not null
          or (c.is_active and (c.opened_by is null or c.opened_by = ${viewerId}::uuid)))
        and (c.kind = 'squad' or ${notBlockedBetween(viewerId, sql`u.id`)})
      order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
      limit ${cap}`,
  );
}

/**
 * Every chat of the member (no cap: account deletion), once per other member of it: their counts
 * change when the member's messages go.
 */
export function chatPartners(
  db: Database,
  userId: string,
): Promise<{ chatId: string; partnerId: string }[]> {
  return selectRows<{ chatId: string; partnerId: string }>(
    db,
    sql`select other.chat_id as "chatId", other.user_id as "partnerId"
      from chat_members mine
      join chat_members other on other.chat_id = mine.chat_id and other.user_id <> mine.user_id
      where mine.user_id = ${userId}::uuid`,
  );
}

/** One page of the chat, newest first (the service reverses it), minus what the viewer hid. */
export async function pageOfMessages(db: Database, chatId: string, viewerId: string, page: Page) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chat_id, chatId),
        sql`not (${viewerId}::uuid = any(${messages.deleted_for}))`,
        notBlockedBy(viewerId, messages.sender_id),
        notModeratedFor(viewerId, sql`${messages.sender_id}`, sql`${messages.hidden_at}`),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Content of the messages replied to, for a page (one query); one hidden from the viewer counts
 * as deleted, so a reply does not quote it.
 */
export async function findByIds(
  db: Database,
  chatId: string,
  ids: readonly string[],
  viewerId: string,
) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messages.id,
      content: wordsOrFile(
        sql`${messages.content}`,
        sql`${messages.attachment_type}`,
        sql`${messages.attachment_name}`,
      ),
      is_deleted: sql<boolean>`(${messages.is_deleted} or not ${notModeratedFor(viewerId, sql`${messages.sender_id}`, sql`${messages.hidden_at}`)})`,
    })
    .from(messages)
    .where(and(eq(messages.chat_id, chatId), inArray(messages.id, [...ids])));
}

/**
 * The chat's read pointers that `viewerId` may see as read receipts (docs/decisions/0082): those
 * of members who show theirs, and none at all when the viewer hides their own.
 */
export async function readPointers(db: Database, chatId: string, viewerId: string) {
  return db
    .select({
      user_id: chatReads.user_id,
      last_read_message_id: chatReads.last_read_message_id,
      last_read_at: chatReads.last_read_at,
    })
    .from(chatReads)
    .innerJoin(users, eq(users.id, chatReads.user_id))
    .where(
      and(
        eq(chatReads.chat_id, chatId),
        eq(users.show_read_receipts, true),
        sql`exists (select 1 from users viewer
          where viewer.id = ${viewerId}::uuid and viewer.show_read_receipts)`,
      ),
    );
}

/** Where the message quota counts: a member's messages by time (messages_sender_id_created_at_idx). */
export const sentMessagesSource = {
  table: messages,
  member: messages.sender_id,
  at: messages.created_at,
};

/** Mutes the chat for the member (keeping when it was first muted), or unmutes it. */
export async function setMuted(
  db: Database,
  chatId: string,
  userId: string,
  muted: boolean,
): Promise<void> {
  await db
    .update(chatMembers)
    .set({ muted_at: muted ? sql`coalesce(${chatMembers.muted_at}, now())` : null })
    .where(and(eq(chatMembers.chat_id, chatId), eq(chatMembers.user_id, userId)));
}

/**
 * Moves the member's read pointer to the chat's newest message (never backwards: two reads racing
 * keep the furthest; greatest() passes over a null), creating the row on the first read, in ONE
 * statement: answers where the pointer now stands and whether the member tells others they read
 * (docs/decisions/0082).
 */
export async function readToNewest(
  db: Database,
  chatId: string,
  userId: string,
): Promise<{ messageId: string | null; readAt: string; showsReceipts: boolean }> {
  const [row] = await selectRows<{
    last_read_message_id: string | null;
    last_read_at: Date | string;
    shows_receipts: boolean | null;
  }>(
    db,
    sql`insert into chat_reads (chat_id, user_id, last_read_message_id)
      values (${chatId}::uuid, ${userId}::uuid, (select m.id from messages m
        where m.chat_id = ${chatId}::uuid order by m.id desc limit 1))
      on conflict (chat_id, user_id) do update set
        last_read_message_id = greatest(chat_reads.last_read_message_id, excluded.last_read_message_id),
        last_read_at = now()
      returning last_read_message_id, last_read_at,
        (select u.show_read_receipts from users u where u.id = ${userId}::uuid) as shows_receipts`,
  );
  return {
    messageId: row!.last_read_message_id,
    readAt: iso(row!.last_read_at),
    showsReceipts: row!.shows_receipts ?? false,
  };
}

export async function updateContent(db: Database, id: string, content: string) {
  const [row] = await db
    .update(messages)
    .set({ content, edited_at: sql`now()` })
    .where(eq(messages.id, id))
    .returning();
  return row!;
}

/** Soft delete: the row stays (replies keep resolving), its content and attachment are cleared. */
export async function softDelete(db: Database, id: string): Promise<void> {
  await db
    .update(messages)
    .set({
      is_deleted: true,
      content: '',
      attachment_url: null,
      attachment_name: null,
      attachment_type: null,
    })
    .where(eq(messages.id, id));
}

/** A squad chat's post and current members with their first names (at most a squad's size). */
export async function squadChatAudience(db: Database, chatId: string) {
  return selectRows<{ post_id: string; title: string; user_id: string; first_name: string | null }>(
    db,
    sql`select c.post_id, p.title, cm.user_id, u.first_name
      from chats c
      join posts p on p.id = c.post_id
      join chat_members cm on cm.chat_id = c.id
      join users u on u.id = cm.user_id
      where c.id = ${chatId}::uuid and c.kind = 'squad'`,
  );
}
