import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.js';
import { memberRef, users } from './users.js';
import { createdAt, id } from './columns.js';

// The squad workspace (docs/decisions/0054): what a squad keeps beside its chat, keyed by its
// post (the squad's id). Everything goes with the post; a member's rows go with their account.

const squadRef = () =>
  uuid('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' });

/** One row per squad once something is set: the pin, the meeting, who may edit them. */
export const squadSpaces = pgTable(
  'squad_spaces',
  {
    post_id: uuid('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    pinned: text('pinned'),
    pinned_by: uuid('pinned_by').references(() => users.id, { onDelete: 'set null' }),
    pinned_at: timestamp('pinned_at', { withTimezone: true }),
    meeting_at: timestamp('meeting_at', { withTimezone: true }),
    meeting_note: text('meeting_note'),
    members_can_edit: boolean('members_can_edit').notNull().default(false),
  },
  // The member columns are indexed so an account's deletion (cascade, set null) finds its rows.
  (t) => [index('squad_spaces_pinned_by_idx').on(t.pinned_by)],
);

export const squadLinks = pgTable(
  'squad_links',
  {
    id: id(),
    post_id: squadRef(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    added_by: memberRef('added_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('squad_links_post_id_idx').on(t.post_id, t.created_at),
    index('squad_links_added_by_idx').on(t.added_by),
  ],
);

export const squadTasks = pgTable(
  'squad_tasks',
  {
    id: id(),
    post_id: squadRef(),
    title: text('title').notNull(),
    assignee_id: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The checklist's order: 0 first, gapless (a move renumbers the squad's tasks). */
    position: integer('position').notNull(),
    done_at: timestamp('done_at', { withTimezone: true }),
    created_by: memberRef('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('squad_tasks_post_id_position_idx').on(t.post_id, t.position),
    index('squad_tasks_assignee_id_idx').on(t.assignee_id),
    index('squad_tasks_created_by_idx').on(t.created_by),
  ],
);

export const squadFiles = pgTable(
  'squad_files',
  {
    id: id(),
    post_id: squadRef(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    content_type: text('content_type').notNull(),
    added_by: memberRef('added_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('squad_files_post_id_idx').on(t.post_id, t.created_at),
    index('squad_files_added_by_idx').on(t.added_by),
  ],
);

/** Every change to the workspace, newest read first. */
export const squadHistory = pgTable(
  'squad_history',
  {
    id: id(),
    post_id: squadRef(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('squad_history_post_id_created_at_idx').on(t.post_id, t.created_at.desc(), t.id.desc()),
    index('squad_history_actor_id_idx').on(t.actor_id),
    check('squad_history_summary_check', sql`length(${t.summary}) > 0`),
  ],
);
