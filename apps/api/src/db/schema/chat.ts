import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { chats } from './connections.js';
import { memberRef } from './users.js';
import { id, timestamps } from './columns.js';

/**
 * One message of a one-to-one chat. Ids are UUID v7, so id order is send order: pages and
 * unread counts walk the (chat_id, id) index. A deleted message keeps its row (is_deleted, content
 * cleared) so replies to it still resolve; `deleted_for` lists members who hid it for themselves.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    chat_id: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender_id: memberRef('sender_id'),
    /** text, or system: a squad event line the server writes (sender = the member it is about). */
    kind: text('kind').$type<'text' | 'system'>().notNull().default('text'),
    content: text('content').notNull(),
    reply_to_message_id: uuid('reply_to_message_id').references((): AnyPgColumn => messages.id, {
      onDelete: 'set null',
    }),
    edited_at: timestamp('edited_at', { withTimezone: true }),
    is_deleted: boolean('is_deleted').notNull().default(false),
    deleted_for: uuid('deleted_for')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Hidden by an operator (docs/decisions/0034): only its sender (who sees the reason) and operators see it. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    hidden_reason: text('hidden_reason'),
    /**
     * A file sent with the message (docs/decisions/0085-chat-attachments.md): the sender's own
     * chat-files upload, the name they gave it and its stored type. All three or none.
     */
    attachment_url: text('attachment_url'),
    attachment_name: text('attachment_name'),
    attachment_type: text('attachment_type'),
    ...timestamps(),
  },
  (t) => [
    // Pages of a chat (newest first) and "messages after my last read" for unread counts.
    index('messages_chat_id_id_idx').on(t.chat_id, t.id.desc().nullsFirst()),
    index('messages_reply_to_idx').on(t.reply_to_message_id),
    // The per-member message quota counts a sender's last minute.
    index('messages_sender_id_created_at_idx').on(t.sender_id, t.created_at),
    // The unread-mail sweep reads the messages that became old enough since its last run.
    index('messages_created_at_idx').on(t.created_at),
    // The shared schema enforces CHAT.messageMax (2000); the database refuses anything longer too.
    check('messages_content_length_check', sql`char_length(${t.content}) <= 2000`),
    check('messages_kind_check', sql`${t.kind} in ('text', 'system')`),
    check(
      'messages_attachment_check',
      sql`(${t.attachment_url} is null) = (${t.attachment_name} is null) and (${t.attachment_url} is null) = (${t.attachment_type} is null)`,
    ),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * How far each participant has read a chat: every message with an id up to last_read_message_id
 * counts as read by them. Unread counts are computed from this and the messages (never stored),
 * so they always equal what the database says.
 */
export const chatReads = pgTable(
  'chat_reads',
  {
    chat_id: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    user_id: memberRef('user_id'),
    last_read_message_id: uuid('last_read_message_id'),
    last_read_at: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chat_id, t.user_id] }),
    index('chat_reads_user_id_idx').on(t.user_id),
  ],
);
export type ChatReadRow = typeof chatReads.$inferSelect;

/**
 * Who is in a chat: both members of a direct chat (written by a trigger on chats, migration 0010),
 * and a squad chat's current members (written with the squad). Every chat query starts here: the
 * member's chats are their rows (chat_members_user_id_idx).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    chat_id: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    user_id: memberRef('user_id'),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while the member has muted the chat: its messages raise no unread count and no mail,
     * and stay readable (docs/decisions/0078-muted-chats.md).
     */
    muted_at: timestamp('muted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.chat_id, t.user_id] }),
    index('chat_members_user_id_idx').on(t.user_id),
  ],
);
