import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.js';
import { memberRef } from './users.js';
import { id, createdAt } from './columns.js';

// Quotas and reports (docs/security.md): what a member did, kept just long enough to count it.

/** One row per member, post and day: a post's views count each member once a day. */
export const postViews = pgTable(
  'post_views',
  {
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    user_id: memberRef('user_id'),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id, t.day] })],
);

/** Upload URLs issued, counted per member over the last hour (the upload quota). */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: id(),
    user_id: memberRef('user_id'),
    created_at: createdAt(),
  },
  (t) => [index('upload_grants_user_id_created_at_idx').on(t.user_id, t.created_at)],
);

/**
 * A member's report of a post, a profile or a message, for an operator to review
 * (`npm run reports`). One report per reporter and subject: reporting again updates it.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporter_id: memberRef('reporter_id'),
    subject_type: text('subject_type').$type<'post' | 'user' | 'message'>().notNull(),
    subject_id: uuid('subject_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_subject_key').on(t.reporter_id, t.subject_type, t.subject_id),
    index('reports_created_at_idx').on(t.created_at.desc().nullsFirst()),
    check('reports_subject_type_check', sql`${t.subject_type} in ('post', 'user', 'message')`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
