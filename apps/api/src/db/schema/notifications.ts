import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationLevel } from '@squadup/shared';
import { id, createdAt } from './columns.js';
import { memberRef, users } from './users.js';

// Notification settings and the mail that goes out (docs/decisions/0030).

/** A member's level for one kind, only where they changed the default (DEFAULT_NOTIFICATION_LEVELS). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    user_id: memberRef('user_id'),
    kind: text('kind').$type<NotificationKind>().notNull(),
    level: text('level').$type<NotificationLevel>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.kind] }),
    check(
      'notification_settings_kind_check',
      sql`${t.kind} in ('applications', 'decisions', 'connections', 'squads', 'messages', 'matching_posts', 'events')`,
    ),
    check(
      'notification_settings_level_check',
      sql`${t.level} in ('in_app', 'instant', 'digest', 'off')`,
    ),
  ],
);

/**
 * Every notification mail, composed and stored before it is sent: the send job delivers a row and
 * stamps `sent_at`, so a retry after a crash finds the same mail (same Message-ID) and a sent one
 * is never sent again.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    recipient_id: memberRef('recipient_id'),
    /** activity | digest | messages: what composed it (metrics, tests). */
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The signed one-click unsubscribe URL (the List-Unsubscribe header). */
    unsubscribe_url: text('unsubscribe_url').notNull(),
    /**
     * A send job holds the mail until then (it claims it before talking SMTP): two jobs never send
     * one mail at once, and a claim left by a killed process runs out so a retry can send it.
     */
    claimed_until: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    // The sweep that re-queues mail whose send job was lost (a crash between commit and queueing).
    index('outbox_mails_unsent_idx')
      .on(t.created_at)
      .where(sql`${t.sent_at} is null`),
    index('outbox_mails_recipient_idx').on(t.recipient_id, t.created_at),
  ],
);

/** Per member: what the scheduled mails already covered, so nothing is mailed twice. */
export const mailMarks = pgTable('mail_marks', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** When the last daily digest was composed. */
  digest_at: timestamp('digest_at', { withTimezone: true }),
  /** The newest message time an unread-messages mail covered. */
  messages_until: timestamp('messages_until', { withTimezone: true }),
  /** The newest post time a matching-posts alert or digest covered. */
  posts_until: timestamp('posts_until', { withTimezone: true }),
});

/**
 * Where a walk over new rows stopped, by job name (the matching-post alerts read posts created
 * after `until`): the next run starts there.
 */
export const jobMarks = pgTable('job_marks', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
