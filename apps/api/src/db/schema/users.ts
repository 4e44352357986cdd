import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageFrom, ProjectType } from '@squadup/shared';
import { id, timestamps } from './columns.js';

/** A profile link as the spec shows it: `{ name, url }`. */
export interface UserLink {
  name: string;
  url: string;
}

// E-mail addresses are stored normalised (trimmed, lower-cased; see normaliseEmail) with a plain
// unique index, so `ON CONFLICT (email)` works for upserts; the check keeps un-normalised
// writes from slipping past the index.
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    // Null for members who only ever signed in through a social provider.
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    photo: text('photo'),
    title: text('title'),
    bio: text('bio'),
    location_id: text('location_id'),
    links: jsonb('links')
      .$type<UserLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** When the member proved they own `email` (mailed link, or a provider's verified address). */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Carried by every access token; bumping it ends every session at once (password reset, "sign
     * out everywhere", account deletion): the bearer check compares the two on each request.
     */
    session_version: integer('session_version').notNull().default(0),
    is_online: boolean('is_online').notNull().default(false),
    /** The member's choice (Settings): when false, others see them neither online nor their last seen. */
    show_online: boolean('show_online').notNull().default(true),
    /** What the member is looking for (onboarding, profile): PROJECT_TYPES values. */
    looking_for: text('looking_for')
      .array()
      .$type<ProjectType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    last_seen: timestamp('last_seen', { withTimezone: true }),
    /**
     * The member's choice (Settings): when true, signed-out visitors cannot read their profile
     * (docs/decisions/0051); members still can.
     */
    members_only_profile: boolean('members_only_profile').notNull().default(false),
    /**
     * The member's choice (Settings): when true, their accepted connections see their e-mail
     * address on their profile; nobody else ever does (off until they turn it on).
     */
    email_to_connections: boolean('email_to_connections').notNull().default(false),
    /**
     * The member's choices (Settings, docs/decisions/0082): whether others learn when they read
     * a chat ("Seen") and see them typing. Reciprocal: a member who hides one sees nobody's.
     */
    show_read_receipts: boolean('show_read_receipts').notNull().default(true),
    show_typing: boolean('show_typing').notNull().default(true),
    /**
     * The member's choice (Settings): who, besides their accepted connections, may write to them
     * in a direct chat (docs/decisions/0084-who-may-message-me.md; squadup_takes_messages).
     */
    message_from: text('message_from').$type<MessageFrom>().notNull().default('applications'),
    /** Reasons the member saved for declining applicants, to pick from again (their order). */
    decline_templates: text('decline_templates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `operator` may use the Admin area (docs/decisions/0034); granted from `npm run operator`. */
    role: text('role').$type<MemberRole>().notNull().default('member'),
    /**
     * A suspension by an operator: set while one was given and not lifted. It lasts until
     * `suspended_until`, or for good when that is null; `suspension_reason` is shown at sign-in.
     */
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    suspended_until: timestamp('suspended_until', { withTimezone: true }),
    suspension_reason: text('suspension_reason'),
    ...timestamps(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('member', 'operator')`),
    check(
      'users_message_from_check',
      sql`${t.message_from} in ('connections', 'squads', 'applications')`,
    ),
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    // Find People lists members with a first name, newest first (ids are time-ordered).
    index('users_people_id_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`first_name <> ''`),
    // People search by name and the title filter (case-insensitive, part of a word).
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`lower(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`,
    ),
    index('users_title_trgm_idx').using('gin', sql`lower(coalesce(${t.title}, '')) gin_trgm_ops`),
    // The unread-mail sweep reads the members who went offline since its last run.
    index('users_offline_last_seen_idx')
      .on(t.last_seen)
      .where(sql`not is_online`),
    // Every list hides suspended members' content (db/moderation.ts suspendedNow): the planner
    // hashes the suspended members once per statement, a probe of this small index instead of a
    // walk of every member.
    index('users_suspended_idx')
      .on(t.id, t.suspended_until)
      .where(sql`suspended_at is not null`),
  ],
);

export type MemberRole = 'member' | 'operator';
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The one place an address is normalised, so lookups and the unique index agree. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A column naming a member; their rows go with them (account deletion cascades). */
export const memberRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
