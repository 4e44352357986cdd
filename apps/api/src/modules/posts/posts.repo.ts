import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PostFormValues, RoleFillPolicy } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { suspendedNow } from '../../db/moderation.js';
import { selectRows, statementBuiltOnce } from '../../db/raw.js';
import { posts, postViews, savedPosts, type PostRow } from '../../db/schema/index.js';
import { notBlockedBetween, type MemberRef } from '../../db/visibility.js';
import type { Page } from '../../lib/paging.js';

// Every list is ONE statement: the creator's name and photo come from a JOIN and the viewer's
// flags (saved, own application) from LEFT JOINs on unique keys, so a page of 4 and a page of
// 50 cost the same number of round trips. The builders are exported so scripts/explain-posts.ts
// explains exactly the SQL the API runs. Every statement that reads posts for a viewer keeps out
// the posts of members blocked either way (`visibleTo`), inside the same statement.

/** A post as the lists and the detail read it, from the viewer's point of view. */
export interface PostViewRow {
  id: string;
  posted_by: string;
  title: string;
  description: string | null;
  tech_stack: string[];
  desired_skills: string[];
  desired_roles: string[];
  role_seats: number[];
  open_seats: number;
  auto_close: boolean;
  when_role_fills: RoleFillPolicy;
  project_phase: string | null;
  project_type: string | null;
  work_mode: string | null;
  experience_level: string | null;
  location_id: string | null;
  status: 'open' | 'closed';
  starts_on: string | null;
  ends_on: string | null;
  apply_by: Date | string | null;
  hours_per_week: number | null;
  views_count: number;
  applications_count: number;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  is_saved: boolean;
  app_id: string | null;
  app_status: 'pending' | 'accepted' | 'rejected' | 'withdrawn' | null;
  app_message: string | null;
  app_role: string | null;
  app_squad_exit: 'left' | 'removed' | null;
  app_squad_exit_reason: string | null;
  app_waitlisted_at: Date | string | null;
  app_decision_note: string | null;
  app_decline_reason: string | null;
  app_created_at: Date | string | null;
  app_updated_at: Date | string | null;
}

/** The post columns a page query selects (never the generated search columns). */
export const POST_COLUMNS = sql.raw(`p.id, p.posted_by, p.title, p.description, p.tech_stack,
    p.desired_skills, p.desired_roles, p.role_seats, p.open_seats, p.auto_close, p.when_role_fills, p.project_phase, p.project_type, p.work_mode,
    p.experience_level, p.location_id, p.status, p.starts_on::text, p.ends_on::text, p.apply_by,
    p.hours_per_week, p.views_count, p.applications_count,
    p.hidden_at, p.hidden_reason, p.created_at, p.updated_at`);

/**
 * Wraps one page of posts with the creator (JOIN users) and the viewer's save and application
 * (LEFT JOINs on unique keys). `page` selects POST_COLUMNS (plus any sort keys) from posts p and
 * is already ordered and limited, so the joins touch only the page's rows and the ordered index
 * scan underneath can stop early; `order` re-applies the page's order to the result.
 */
export function withViewerFlags(viewerId: MemberRef, pageQuery: SQL, order: SQL = sql``): SQL {
  return sql`select p.*, u.first_name, u.last_name, u.photo,
    (s.id is not null) as is_saved,
    a.id as app_id, a.status as app_status, a.message as app_message, a.role as app_role,
    a.squad_exit as app_squad_exit, a.squad_exit_reason as app_squad_exit_reason,
    a.waitlisted_at as app_waitlisted_at, a.decision_note as app_decision_note,
    a.decline_reason as app_decline_reason,
    a.created_at as app_created_at, a.updated_at as app_updated_at
  from (${pageQuery}) p
  join users u on u.id = p.posted_by
  left join saved_posts s on s.post_id = p.id and s.user_id = ${viewerId}
  left join applications a on a.post_id = p.id and a.applicant_id = ${viewerId}
  ${order}`;
}

/**
 * The post's author and the viewer have not blocked each other, and the post is the viewer's own
 * or neither hidden by an operator nor by a suspended author (docs/decisions/0034). p is the post.
 */
export const visibleTo = (viewerId: MemberRef): SQL =>
  sql`${notBlockedBetween(viewerId, sql`p.posted_by`)} and ${notModeratedFor(viewerId, sql`p.posted_by`, sql`p.hidden_at`)}`;

/** Shown to others: neither hidden nor its owner suspended (always to the owner themself). */
const notModeratedFor = (viewerId: MemberRef, ownerId: SQL, hiddenAt: SQL): SQL =>
  sql`(${ownerId} = ${viewerId}::uuid or (${hiddenAt} is null and not ${suspendedNow(ownerId)}))`;

/**
 * The post `alias` takes applications: open, and its deadline (if any) not reached. The one rule
 * of Discover's lists, the matching-posts alerts and applying (docs/decisions/0053).
 */
export const takingApplications = (alias: string): SQL =>
  sql.raw(`${alias}.status = 'open' and (${alias}.apply_by is null or ${alias}.apply_by > now())`);

/** A JS array as ONE text[] parameter (a bare array in sql`` would expand to a list). */
export const textArray = (values: string[]): SQL => sql`${sql.param(values)}::text[]`;

export const newestFirst = sql`order by p.created_at desc, p.id desc`;
const openPostsPage = (viewerId: MemberRef, conditions: SQL, pageOf: SQL): SQL =>
  sql`select ${POST_COLUMNS} from posts p where ${conditions} and ${visibleTo(viewerId)}
    ${newestFirst} ${pageOf}`;
export const page = ({ limit, offset }: Page) => sql`limit ${limit} offset ${offset}`;

/** What the first page of Discover binds per call (the statement is built once per shape). */
interface OpenPostsValues extends Record<string, unknown> {
  viewer: string;
  limit: number;
  offset: number;
  exclude?: string[];
}

const loadPostsQuery = (excluding: boolean): SQL => {
  const viewer = sql.placeholder('viewer');
  // The newest-first walk skips the excluded rows (a page's worth at most) and stops early.
  const open = excluding
    ? sql`${takingApplications('p')} and p.id <> all(${sql.placeholder('exclude')}::uuid[])`
    : takingApplications('p');
  const pageOf = sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  return withViewerFlags(viewer, openPostsPage(viewer, open, pageOf), newestFirst);
};

// Discover's first list on every visit: its two shapes built once, values bound per call.
const openPosts = statementBuiltOnce<PostViewRow, OpenPostsValues>(loadPostsQuery(false));
const openPostsExcluding = statementBuiltOnce<PostViewRow, OpenPostsValues>(loadPostsQuery(true));

/** Open posts taking applications, newest first, leaving out `exclude` (ids). */
export function listOpenPosts(db: Database, viewerId: string, exclude: string[], paging: Page) {
  const values = { viewer: viewerId, limit: paging.limit, offset: paging.offset };
  return exclude.length ? openPostsExcluding(db, { ...values, exclude }) : openPosts(db, values);
}

/** A member's posts; `includeClosed` for the owner. */
export function listPostsByUser(
  db: Database,
  viewerId: string,
  userId: string,
  includeClosed: boolean,
  paging: Page,
) {
  const status = includeClosed ? sql`` : sql` and p.status = 'open'`;
  return selectRows<PostViewRow>(
    db,
    withViewerFlags(
      viewerId,
      sql`select ${POST_COLUMNS} from posts p where p.posted_by = ${userId}${status}
        and ${visibleTo(viewerId)} ${newestFirst} ${page(paging)}`,
      newestFirst,
    ),
  );
}

/** The viewer's saved posts, most recently saved first (s is the viewer's save). */
export function listSavedPosts(db: Database, viewerId: string, paging: Page) {
  return selectRows<PostViewRow>(
    db,
    withViewerFlags(
      viewerId,
      sql`select ${POST_COLUMNS}, sv.created_at as saved_at, sv.id as save_id
        from saved_posts sv join posts p on p.id = sv.post_id
        where sv.user_id = ${viewerId} and ${visibleTo(viewerId)}
        order by sv.created_at desc, sv.id desc ${page(paging)}`,
      sql`order by p.saved_at desc, p.save_id desc`,
    ),
  );
}

export async function findPostView(
  db: Database,
  viewerId: string,
  postId: string,
): Promise<PostViewRow | undefined> {
  const [row] = await selectRows<PostViewRow>(
    db,
    withViewerFlags(
      viewerId,
      sql`select ${POST_COLUMNS} from posts p where p.id = ${postId} and ${visibleTo(viewerId)}`,
    ),
  );
  return row;
}

/** Posts by id for the viewer, in one statement (the request's postView loader). */
export function findPostViews(db: Database, viewerId: string, postIds: string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return selectRows<PostViewRow>(
    db,
    withViewerFlags(
      viewerId,
      sql`select ${POST_COLUMNS} from posts p
        where p.id = any(${sql.param(postIds)}::uuid[]) and ${visibleTo(viewerId)}`,
    ),
  );
}

export async function findPost(db: Database, postId: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  return row;
}

/**
 * The post unless its author and the viewer blocked each other, or it is hidden from the viewer
 * (visibleTo's rule): then undefined, as if missing;
 * `forUpdate` locks its row for the rest of the caller's transaction.
 */
export async function findVisiblePost(
  db: Database,
  viewerId: string,
  postId: string,
  forUpdate = false,
): Promise<PostRow | undefined> {
  const query = db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        notBlockedBetween(viewerId, posts.posted_by),
        notModeratedFor(viewerId, sql`${posts.posted_by}`, sql`${posts.hidden_at}`),
      ),
    )
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

const postColumns = (values: PostFormValues) => ({
  title: values.title,
  description: values.description,
  tech_stack: values.tech_stack,
  desired_skills: values.requirements.desired_skills,
  desired_roles: values.requirements.desired_roles,
  role_seats: values.requirements.role_seats,
  open_seats: values.open_seats,
  auto_close: values.auto_close,
  when_role_fills: values.when_role_fills,
  project_phase: values.project_phase,
  project_type: values.project_type,
  work_mode: values.work_mode,
  experience_level: values.experience_level,
  location_id: values.location_id,
  starts_on: values.starts_on,
  ends_on: values.ends_on,
  apply_by: values.apply_by === null ? null : new Date(values.apply_by),
  hours_per_week: values.hours_per_week,
});

/**
 * Where the daily post quota counts: the member's posts by creation (posts_posted_by_created_at_idx).
 * Deleted posts leave no row, so deleting one frees a place: the quota is about spam that stays.
 */
export const postsByOwnerSource = { table: posts, member: posts.posted_by, at: posts.created_at };

export async function insertPost(db: Database, ownerId: string, values: PostFormValues) {
  const [row] = await db
    .insert(posts)
    .values({ posted_by: ownerId, ...postColumns(values) })
    .returning({ id: posts.id });
  return row!.id;
}

export async function updatePost(db: Database, postId: string, values: PostFormValues) {
  await db.update(posts).set(postColumns(values)).where(eq(posts.id, postId));
}

export async function lockPost(db: Database, postId: string) {
  await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
}

/** The owner opens or closes recruitment: theirs now, so a seat that frees does not reopen it. */
export async function setPostStatus(db: Database, postId: string, status: 'open' | 'closed') {
  await db.update(posts).set({ status, closed_when_full: false }).where(eq(posts.id, postId));
}

export async function deletePost(db: Database, postId: string) {
  await db.delete(posts).where(eq(posts.id, postId));
}

/** +1 atomically; false when the post does not exist. */
export async function incrementViews(db: Database, postId: string): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ views_count: sql`${posts.views_count} + 1`, updated_at: sql`${posts.updated_at}` })
    .where(eq(posts.id, postId))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Records the member's view of the post for today (UTC); true only when it is the first today.
 * The primary key decides races (of concurrent calls one insert wins), and a post deleted
 * meanwhile inserts nothing instead of failing the foreign key.
 */
export async function recordDailyView(db: Database, postId: string, userId: string) {
  const rows = await selectRows<{ post_id: string }>(
    db,
    sql`insert into ${postViews} (post_id, user_id, day)
      select ${posts.id}, ${userId}::uuid, (now() at time zone 'UTC')::date from ${posts}
      where ${posts.id} = ${postId}
      on conflict do nothing returning post_id`,
  );
  return rows.length > 0;
}

export async function savePost(db: Database, userId: string, postId: string) {
  await db.insert(savedPosts).values({ user_id: userId, post_id: postId }).onConflictDoNothing();
}

export async function unsavePost(db: Database, userId: string, postId: string) {
  await db
    .delete(savedPosts)
    .where(and(eq(savedPosts.user_id, userId), eq(savedPosts.post_id, postId)));
}

/** Posts the viewer applied to (any status), newest application first; optional title ILIKE. */
export function listAppliedPosts(
  db: Database,
  viewerId: string,
  titleLike: string | null,
  paging: Page,
) {
  const title = titleLike ? sql` and p.title ilike ${titleLike}` : sql``;
  return selectRows<PostViewRow>(
    db,
    withViewerFlags(
      viewerId,
      sql`select ${POST_COLUMNS}, ap.created_at as applied_at, ap.id as application_id
        from applications ap join posts p on p.id = ap.post_id
        where ap.applicant_id = ${viewerId}${title} and ${visibleTo(viewerId)}
        order by ap.created_at desc, ap.id desc ${page(paging)}`,
      sql`order by p.applied_at desc, p.application_id desc`,
    ),
  );
}
