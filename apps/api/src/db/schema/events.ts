import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.js';
import { memberRef } from './users.js';
import { createdAt, id, timestamps } from './columns.js';

// Events and their team formation (docs/decisions/0055): an organiser's event, the members and
// squads registered for it, and the teams each round proposes with every member's answer.

export const events = pgTable(
  'events',
  {
    id: id(),
    organiser_id: memberRef('organiser_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    /** Registration closes by itself at this moment. */
    register_by: timestamp('register_by', { withTimezone: true }).notNull(),
    min_team_size: integer('min_team_size').notNull(),
    max_team_size: integer('max_team_size').notNull(),
    /** The roles every team needs, in the organiser's order. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    time_zone_window_minutes: integer('time_zone_window_minutes').notNull().default(180),
    /** Rounds run so far: a proposal remembers the round that made it. */
    rounds: integer('rounds').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('events_dates_check', sql`${t.ends_on} >= ${t.starts_on}`),
    check(
      'events_team_size_check',
      sql`${t.min_team_size} >= 2 and ${t.max_team_size} >= ${t.min_team_size}`,
    ),
    check('events_window_check', sql`${t.time_zone_window_minutes} between 0 and 1560`),
    // The organiser's events, and account deletion's cascade.
    index('events_organiser_id_idx').on(t.organiser_id),
    // Events to come and running, soonest first.
    index('events_ends_on_idx').on(t.ends_on, t.starts_on),
  ],
);
export type EventRow = typeof events.$inferSelect;

/**
 * A member registered alone (`post_id` null) or a squad registered by its owner (`post_id` its
 * post: its open seats join the pool). `status` says where a registrant alone stands: in the pool,
 * in an open proposal, or placed in a team.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    user_id: memberRef('user_id'),
    post_id: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 0 (beginner) to 3 (expert): SKILL_PROFICIENCY's order. */
    level: integer('level').notNull().default(0),
    utc_offset_minutes: integer('utc_offset_minutes').notNull().default(0),
    hours_per_week: integer('hours_per_week'),
    /** A squad's seats offered to the event's pool (its owner's choice). */
    open_seats: integer('open_seats').notNull().default(0),
    /** Members the registrant asked not to be teamed with. */
    not_with: uuid('not_with')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status').notNull().default('pool'),
    /** Why the last round left a registrant alone (the matcher's UnplacedReason), else null. */
    unplaced_reason: text('unplaced_reason'),
    created_at: createdAt(),
  },
  (t) => [
    check('event_registrations_status_check', sql`${t.status} in ('pool', 'proposed', 'placed')`),
    check('event_registrations_level_check', sql`${t.level} between 0 and 3`),
    check('event_registrations_open_seats_check', sql`${t.open_seats} >= 0`),
    check('event_registrations_offset_check', sql`${t.utc_offset_minutes} between -720 and 840`),
    uniqueIndex('event_registrations_member_key')
      .on(t.event_id, t.user_id)
      .where(sql`post_id is null`),
    uniqueIndex('event_registrations_squad_key')
      .on(t.event_id, t.post_id)
      .where(sql`post_id is not null`),
    index('event_registrations_user_id_idx').on(t.user_id),
    index('event_registrations_post_id_idx').on(t.post_id),
  ],
);
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;

/** A team a round proposed: a new squad (`post_id` null until it forms) or a squad's seats. */
export const eventProposals = pgTable(
  'event_proposals',
  {
    id: id(),
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    /** The registered squad it fills, or the squad it formed. */
    post_id: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** True when the team is a new squad (formed from the answers), false when it fills seats. */
    new_squad: boolean('new_squad').notNull(),
    covered: text('covered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    missing: text('missing')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    time_zones: integer('time_zones').notNull(),
    time_zone_spread_minutes: integer('time_zone_spread_minutes').notNull(),
    level_lowest: integer('level_lowest').notNull(),
    level_highest: integer('level_highest').notNull(),
    /**
     * The event's smallest team when the round ran: a new team forms once this many accept, so an
     * edit of the event changes the next round's teams, never those already proposed.
     */
    min_size: integer('min_size').notNull().default(2),
    status: text('status').notNull().default('open'),
    created_at: createdAt(),
  },
  (t) => [
    check('event_proposals_status_check', sql`${t.status} in ('open', 'formed', 'dissolved')`),
    index('event_proposals_event_id_idx').on(t.event_id, t.status),
    index('event_proposals_post_id_idx').on(t.post_id),
  ],
);
export type EventProposalRow = typeof eventProposals.$inferSelect;

/** A member proposed into a team, and their answer ('expired' when a new round ended it unanswered). */
export const eventProposalMembers = pgTable(
  'event_proposal_members',
  {
    proposal_id: uuid('proposal_id')
      .notNull()
      .references(() => eventProposals.id, { onDelete: 'cascade' }),
    user_id: memberRef('user_id'),
    /** The needed role they cover in the team, when one is theirs to cover. */
    role: text('role'),
    answer: text('answer').notNull().default('pending'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.proposal_id, t.user_id] }),
    check(
      'event_proposal_members_answer_check',
      sql`${t.answer} in ('pending', 'accepted', 'declined', 'expired')`,
    ),
    // A member's proposals (their event page), and account deletion's cascade.
    index('event_proposal_members_user_id_idx').on(t.user_id),
  ],
);

/** The organiser's announcements to the event's participants, newest first on its page. */
export const eventAnnouncements = pgTable(
  'event_announcements',
  {
    id: id(),
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    author_id: memberRef('author_id'),
    message: text('message').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('event_announcements_event_id_idx').on(t.event_id, t.created_at.desc()),
    index('event_announcements_author_id_idx').on(t.author_id),
  ],
);
export type EventAnnouncementRow = typeof eventAnnouncements.$inferSelect;
