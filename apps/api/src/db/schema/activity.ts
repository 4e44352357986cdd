import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActivityType } from '@squadup/shared';
import { posts } from './posts.js';
import { memberRef } from './users.js';
import { id, createdAt } from './columns.js';

/**
 * What happened to a member (docs/decisions/0029): one row per recipient, written in the same
 * transaction as the change it reports, so the feed and its count never disagree with what
 * happened. `group_key` is what the feed groups on (a type and its subject); the post's title is
 * kept so an item about a deleted post still reads (an event's item keeps the event's name there,
 * its post_id null).
 */
export const activities = pgTable(
  'activities',
  {
    id: id(),
    recipient_id: memberRef('recipient_id'),
    actor_id: memberRef('actor_id'),
    type: text('type').$type<ActivityType>().notNull(),
    post_id: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    post_title: text('post_title'),
    link: text('link').notNull(),
    group_key: text('group_key').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    /**
     * Its mail (docs/decisions/0030), decided from the recipient's level when written: `instant` and
     * `digest` wait for their mail, `none` gets none, `mailed` went out in one.
     */
    mail: text('mail').$type<ActivityMail>().notNull().default('none'),
    created_at: createdAt(),
  },
  (t) => [
    // The feed, newest first.
    index('activities_recipient_created_idx').on(
      t.recipient_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unread count and "mark a group read".
    index('activities_recipient_unread_idx')
      .on(t.recipient_id, t.group_key)
      .where(sql`${t.read_at} is null`),
    // The mail jobs: a member's items still waiting for a mail.
    index('activities_recipient_mail_idx')
      .on(t.recipient_id, t.created_at)
      .where(sql`${t.mail} in ('instant', 'digest')`),
    // The minute sweep's members with items to mail at once: only those items, never the digest's,
    // which wait a day and number about every member's.
    index('activities_instant_idx')
      .on(t.created_at)
      .where(sql`${t.mail} = 'instant'`),
    check('activities_mail_check', sql`${t.mail} in ('none', 'instant', 'digest', 'mailed')`),
    check(
      'activities_type_check',
      sql`${t.type} in ('application_received', 'application_accepted', 'application_rejected',
        'connection_accepted', 'squad_removed', 'squad_member_joined', 'squad_member_left',
        'recruitment_reopened', 'squad_mention', 'post_matched', 'report_resolved',
        'event_proposal', 'event_announcement')`,
    ),
  ],
);
export type ActivityMail = 'none' | 'instant' | 'digest' | 'mailed';
export type ActivityRow = typeof activities.$inferSelect;
