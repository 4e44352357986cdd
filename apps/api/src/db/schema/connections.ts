import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberRef, users } from './users.js';
import { posts } from './posts.js';
import { id, createdAt, updatedAt } from './columns.js';

/**
 * A conversation; who is in it is chat_members (docs/decisions/0028).
 *
 * `direct`: the one-to-one chat of a pair of members, opened when a connection is accepted. The
 * pair is stored ordered (user_low_id < user_high_id) so "one chat per pair" is a plain unique
 * index, and a trigger writes its two chat_members rows. Removing or blocking a connection
 * deactivates the chat; accepting again reactivates it.
 *
 * `squad`: a post's squad chat (post_id), created when the squad forms. Deleting the post keeps
 * the chat for its members, inactive (read only), with the post's title kept in `title`.
 */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    kind: text('kind').$type<'direct' | 'squad'>().notNull().default('direct'),
    user_low_id: uuid('user_low_id').references(() => users.id, { onDelete: 'cascade' }),
    user_high_id: uuid('user_high_id').references(() => users.id, { onDelete: 'cascade' }),
    post_id: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** A squad chat's post title, kept when the post is deleted. */
    title: text('title'),
    is_active: boolean('is_active').notNull().default(true),
    /**
     * A direct chat opened with openDirectChat: who opened it, so that the other member may answer
     * whoever they take messages from (docs/decisions/0084-who-may-message-me.md).
     */
    opened_by: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    /** Latest message time (null before the first): the chat list's order. */
    last_message_at: timestamp('last_message_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('chats_pair_key').on(t.user_low_id, t.user_high_id),
    index('chats_user_high_id_idx').on(t.user_high_id),
    uniqueIndex('chats_post_id_key').on(t.post_id),
    check('chats_pair_ordered_check', sql`${t.user_low_id} < ${t.user_high_id}`),
    check(
      'chats_kind_check',
      sql`(${t.kind} = 'direct' and ${t.user_low_id} is not null and ${t.user_high_id} is not null)
        or (${t.kind} = 'squad' and ${t.user_low_id} is null and ${t.user_high_id} is null)`,
    ),
  ],
);
export type ChatRow = typeof chats.$inferSelect;

/**
 * One row per pair of members, whichever sent the request (unique on the unordered pair).
 * pending → accepted | declined; a declined pair may be requested again (the row is reused);
 * removing an accepted connection deletes the row. `blocked` rows are written by blockUser
 * (requester = the blocker) and never leave that state; user_blocks says who blocked whom.
 */
export const connections = pgTable(
  'connections',
  {
    id: id(),
    requester_user_id: memberRef('requester_user_id'),
    addressee_user_id: memberRef('addressee_user_id'),
    status: text('status').notNull().default('pending'),
    message: text('message'),
    chat_id: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    responded_at: timestamp('responded_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('connections_pair_key').on(
      sql`least(${t.requester_user_id}, ${t.addressee_user_id})`,
      sql`greatest(${t.requester_user_id}, ${t.addressee_user_id})`,
    ),
    // Pending requests addressed to a member (Notifications, the badge), newest first.
    index('connections_addressee_status_created_idx').on(
      t.addressee_user_id,
      t.status,
      t.created_at.desc().nullsFirst(),
    ),
    // Sent requests, newest first.
    index('connections_requester_status_created_idx').on(
      t.requester_user_id,
      t.status,
      t.created_at.desc().nullsFirst(),
    ),
    // The accepted list, one side of the pair each, in its order (when the connection was made):
    // each side is read newest first up to the cap, with no sort of all the member's rows.
    index('connections_requester_accepted_idx')
      .on(t.requester_user_id, sql`coalesce(${t.responded_at}, ${t.created_at})`, t.id)
      .where(sql`${t.status} = 'accepted'`),
    index('connections_addressee_accepted_idx')
      .on(t.addressee_user_id, sql`coalesce(${t.responded_at}, ${t.created_at})`, t.id)
      .where(sql`${t.status} = 'accepted'`),
    check(
      'connections_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'blocked')`,
    ),
    check('connections_not_self_check', sql`${t.requester_user_id} <> ${t.addressee_user_id}`),
  ],
);
export type ConnectionRow = typeof connections.$inferSelect;

/**
 * Who blocked whom. A block is one-directional: the blocked member cannot request or message the
 * blocker and disappears from the blocker's people lists (docs/decisions/0007).
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blocker_id: memberRef('blocker_id'),
    blocked_id: memberRef('blocked_id'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blocker_id, t.blocked_id] }),
    index('user_blocks_blocked_id_idx').on(t.blocked_id),
    check('user_blocks_not_self_check', sql`${t.blocker_id} <> ${t.blocked_id}`),
  ],
);
export type UserBlockRow = typeof userBlocks.$inferSelect;
