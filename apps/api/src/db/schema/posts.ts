import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
import { memberRef } from './users.js';
import { id, createdAt, updatedAt } from './columns.js';
import {
  WORK_MODES,
  type ApplicationStatus,
  type RoleFillPolicy,
  type SquadExit,
} from '@squadup/shared';

/** The work modes whose posts' titles have a column of their own in posts_open_discover_idx. */
export const titleByWorkMode = [...WORK_MODES, null] as const;

/**
 * A post's title if its work mode is `mode` (null: none of WORK_MODES), else null, as written in
 * posts_open_discover_idx: a query must spell it the same way to be answered by that index.
 */
export function titleInMode(mode: (typeof titleByWorkMode)[number], alias?: string): SQL {
  const [workMode, title] = ['work_mode', 'title'].map((name) =>
    sql.raw(alias ? `${alias}.${name}` : name),
  );
  if (mode !== null) return sql`case when ${workMode} = ${sql.raw(`'${mode}'`)} then ${title} end`;
  const modes = sql.raw(WORK_MODES.map((m) => `'${m}'`).join(', '));
  return sql`case when ${workMode} in (${modes}) then null else ${title} end`;
}

/**
 * A post's keys for the single-valued filters and its age (migration 0031), as written in
 * posts_open_discover_idx, for the same reason as titleInMode.
 */
export const discoverFacets = (alias?: string): SQL =>
  sql.raw(
    `squadup_discover_facets(${['project_type', 'work_mode', 'experience_level', 'created_at']
      .map((name) => (alias ? `${alias}.${name}` : name))
      .join(', ')})`,
  );

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

// squadup_lower_array and squadup_join_words are IMMUTABLE SQL functions created by migration
// 0003 (array_to_string and the text[]::text cast are only STABLE, so generated columns cannot use
// them). The generated columns below keep the case-insensitive filter, recommendation and search
// inputs in step with the stored lists without any application code.
export const posts = pgTable(
  'posts',
  {
    id: id(),
    posted_by: memberRef('posted_by'),
    title: text('title').notNull(),
    description: text('description'),
    tech_stack: textList('tech_stack'),
    desired_skills: textList('desired_skills'),
    desired_roles: textList('desired_roles'),
    /** Seats per desired role, in the same order (docs/decisions/0028). */
    role_seats: integer('role_seats')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Seats when the post names no roles. */
    open_seats: integer('open_seats').notNull().default(1),
    /** Recruitment closes by itself when the last seat is filled. */
    auto_close: boolean('auto_close').notNull().default(false),
    /** Closed by auto_close (not by its owner): a seat that frees reopens it (docs/decisions/0049). */
    closed_when_full: boolean('closed_when_full').notNull().default(false),
    /** Pending applications for a role that fills: waitlisted or declined (docs/decisions/0049). */
    when_role_fills: text('when_role_fills').$type<RoleFillPolicy>().notNull().default('waitlist'),
    project_phase: text('project_phase'),
    project_type: text('project_type'),
    work_mode: text('work_mode'),
    experience_level: text('experience_level'),
    location_id: text('location_id'),
    status: text('status').notNull().default('open'),
    /** When the project runs (calendar dates, no time zone). */
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
    /** Applying closes by itself at this moment: the post leaves Discover (docs/decisions/0053). */
    apply_by: timestamp('apply_by', { withTimezone: true }),
    hours_per_week: integer('hours_per_week'),
    /** Hidden by an operator (docs/decisions/0034): only its owner (who sees the reason) and operators see it. */
    hidden_at: timestamp('hidden_at', { withTimezone: true }),
    hidden_reason: text('hidden_reason'),
    views_count: integer('views_count').notNull().default(0),
    /** Applications that are not withdrawn (pending, accepted, rejected); kept in the same transaction. */
    applications_count: integer('applications_count').notNull().default(0),
    /**
     * lower-cased title: a window's rows test the search's words on it with LIKE, where ILIKE
     * lowers the title again on every row it tests, for three times the cost
     * (docs/decisions/0066-search-words-on-a-lower-cased-title.md).
     */
    title_lc: text('title_lc')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    /** lower-cased tech_stack: the tech filter. */
    tech_stack_lc: text('tech_stack_lc')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`squadup_lower_array(tech_stack)`),
    /** lower-cased desired_roles: the roles filter. */
    desired_roles_lc: text('desired_roles_lc')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`squadup_lower_array(desired_roles)`),
    /** lower-cased tech ∪ skills ∪ roles: what the recommendation overlaps with member skills. */
    match_terms: text('match_terms')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`squadup_lower_array(tech_stack || desired_skills || desired_roles)`),
    search_vector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, squadup_join_words(tech_stack || desired_skills || desired_roles)), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')`,
      ),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('posts_status_check', sql`${t.status} in ('open', 'closed')`),
    check('posts_when_role_fills_check', sql`${t.when_role_fills} in ('waitlist', 'decline')`),
    check('posts_dates_check', sql`${t.ends_on} >= ${t.starts_on}`),
    check('posts_hours_per_week_check', sql`${t.hours_per_week} between 1 and 80`),
    check('posts_counts_check', sql`${t.views_count} >= 0 and ${t.applications_count} >= 0`),
    // Every open-post list (loadPosts, filters, the recommendation's "newest" part).
    index('posts_open_created_at_idx')
      .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'open'`),
    // loadPostsByUserId (My Posts).
    index('posts_posted_by_created_at_idx').on(
      t.posted_by,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_match_terms_idx').using('gin', t.match_terms),
    // Discover's filters and the title part of its search, on open posts (what they read), as ONE
    // index: a rare combination (WebRTC + Data Scientist + advanced) is intersected inside one GIN
    // scan, which skips through the common keys' lists from the rare key's entries, where one
    // index per column made PostgreSQL read each column's whole list into a bitmap and AND them
    // (docs/decisions/0058). Two keys stand for a combination, because a GIN scan must still step
    // through common lists that rarely meet (docs/decisions/0061): the title's trigrams are kept
    // per work mode (a post's title in one column only), so "react" in a Remote post's title is one
    // lookup; the facets add one key per combination of the single-valued fields.
    index('posts_open_discover_idx')
      .using(
        'gin',
        sql`(${titleInMode(titleByWorkMode[0])}) gin_trgm_ops`,
        ...titleByWorkMode.slice(1).map((mode) => sql`(${titleInMode(mode)}) gin_trgm_ops`),
        t.tech_stack_lc,
        t.desired_roles_lc,
        discoverFacets(),
      )
      .where(sql`status = 'open'`),
    // Search reads open posts only: partial, so a rare word's matches need no second index to
    // tell the open ones (which BitmapAnd-ed the whole open-posts facets index with it).
    index('posts_search_vector_idx')
      .using('gin', t.search_vector)
      .where(sql`status = 'open'`),
  ],
);

export type PostRow = typeof posts.$inferSelect;

/**
 * One row per term (posts.match_terms) of each OPEN post, kept by triggers (migration 0009): the
 * newest posts of one term are a short range of (term, created_at desc, post_id desc), which is
 * how the recommendation takes a bounded set of candidates instead of scoring every matching post
 * (docs/decisions/0018).
 */
export const postTerms = pgTable(
  'post_terms',
  {
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.term] }),
    index('post_terms_term_created_at_idx').on(
      t.term,
      t.created_at.desc().nullsFirst(),
      t.post_id.desc().nullsFirst(),
    ),
  ],
);

/**
 * One row per member and post (unique). A withdrawal keeps the row (status withdrawn); applying
 * again reuses it and sets it back to pending.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    applicant_id: memberRef('applicant_id'),
    message: text('message'),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    /** The desired role applied for (null: none picked, or the post names no roles). */
    role: text('role'),
    /** Set when the applicant left the squad or was removed from it (the re-apply rule reads it). */
    squad_exit: text('squad_exit').$type<SquadExit>(),
    squad_exit_reason: text('squad_exit_reason'),
    /** Pending while its role (or every spot) is filled: on the post's waitlist (docs/decisions/0049). */
    waitlisted_at: timestamp('waitlisted_at', { withTimezone: true }),
    /** The automatic note of a decline the post made by itself when the role filled. */
    decision_note: text('decision_note'),
    /** The owner's reason for declining, when they gave one (the applicant reads it). */
    decline_reason: text('decline_reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_post_id_applicant_id_key').on(t.post_id, t.applicant_id),
    index('applications_applicant_id_created_at_idx').on(
      t.applicant_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('applications_post_id_created_at_idx').on(
      t.post_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'applications_status_check',
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'withdrawn')`,
    ),
    check('applications_squad_exit_check', sql`${t.squad_exit} in ('left', 'removed')`),
    check(
      'applications_waitlisted_pending_check',
      sql`${t.waitlisted_at} is null or ${t.status} = 'pending'`,
    ),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;

export const savedPosts = pgTable(
  'saved_posts',
  {
    id: id(),
    user_id: memberRef('user_id'),
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_posts_user_id_post_id_key').on(t.user_id, t.post_id),
    index('saved_posts_user_id_created_at_idx').on(
      t.user_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('saved_posts_post_id_idx').on(t.post_id),
  ],
);

/**
 * A post's squad: its owner (is_owner, role null) and every accepted applicant, in the role they
 * hold. Rows are deleted when a member leaves or is removed (the application keeps why); the
 * owner's row is written with the first member, when the squad forms (docs/decisions/0028).
 */
export const squadMembers = pgTable(
  'squad_members',
  {
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    user_id: memberRef('user_id'),
    role: text('role'),
    is_owner: boolean('is_owner').notNull().default(false),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.user_id] }),
    // My Squads: the member's squads.
    index('squad_members_user_id_idx').on(t.user_id),
  ],
);
export type SquadMemberRow = typeof squadMembers.$inferSelect;
