import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.js';
import { memberRef, users } from './users.js';
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
 * A member's report of a post, a profile or a message, for an operator to review (the Admin
 * area, `npm run reports`). One report per reporter and subject: reporting again updates it (and
 * opens it again). An operator resolves it by dismissing it or acting on its subject.
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
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    resolved_by: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_subject_key').on(t.reporter_id, t.subject_type, t.subject_id),
    index('reports_created_at_idx').on(t.created_at.desc().nullsFirst()),
    // The Admin queue: by status, newest first; and by status and kind.
    index('reports_status_created_at_idx').on(
      t.status,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reports_status_kind_created_at_idx').on(
      t.status,
      t.subject_type,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Resolving every open report about one subject at once.
    index('reports_subject_idx').on(t.subject_type, t.subject_id),
    check('reports_subject_type_check', sql`${t.subject_type} in ('post', 'user', 'message')`),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved')`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;

export type ModerationActionType =
  | 'dismiss_report'
  | 'hide_post'
  | 'unhide_post'
  | 'hide_message'
  | 'unhide_message'
  | 'suspend_member'
  | 'lift_suspension';

/**
 * The audit log (docs/decisions/0034): every operator action, who, what, when and why. Rows are
 * only ever added; the operator's and the report's references survive their deletion as null, and
 * `subject_label` keeps what the subject was called then.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: id(),
    operator_id: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationActionType>().notNull(),
    subject_type: text('subject_type').$type<'post' | 'user' | 'message'>().notNull(),
    subject_id: uuid('subject_id').notNull(),
    subject_label: text('subject_label').notNull(),
    report_id: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** suspend_member: when the suspension ends (null: for good). */
    until: timestamp('until', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('moderation_actions_created_at_idx').on(
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'moderation_actions_action_check',
      sql`${t.action} in ('dismiss_report', 'hide_post', 'unhide_post', 'hide_message',
        'unhide_message', 'suspend_member', 'lift_suspension')`,
    ),
  ],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;

/**
 * OAuth states already used at a callback: a state is single use (a replayed one is refused).
 * Kept until the state would have expired anyway, then swept.
 */
export const oauthStateUses = pgTable('oauth_state_uses', {
  nonce: text('nonce').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Members whose account was deleted and whose uploaded files are still to be removed from the
 * store: written in the deletion's transaction, so the sweep's work is what changed.
 */
export const uploadPurges = pgTable('upload_purges', {
  user_id: uuid('user_id').primaryKey(),
  created_at: createdAt(),
});

/**
 * Member actions counted for a limit when no row of their own stays to count (a connection request
 * sent then cancelled, a message edited): one row per action, swept once older than a day.
 */
export const memberActions = pgTable(
  'member_actions',
  {
    id: id(),
    user_id: memberRef('user_id'),
    kind: text('kind').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('member_actions_user_kind_created_idx').on(t.user_id, t.kind, t.created_at)],
);
