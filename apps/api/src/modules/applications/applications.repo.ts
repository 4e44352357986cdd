import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { applications, posts, users, type ApplicationRow } from '../../db/schema/index.js';
import type { RawTimestamps } from '../../lib/dates.js';
import type { Page } from '../../lib/paging.js';
import { notBlockedBetween } from '../../db/visibility.js';
import type { MemberCard } from '../people/index.js';

export type { ApplicationRow };

export async function findApplication(db: Database, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

/** The application unless its applicant and the post's author blocked each other. */
export async function findVisibleApplication(db: Database, id: string) {
  const [row] = await db
    .select({ application: applications })
    .from(applications)
    .innerJoin(posts, eq(posts.id, applications.post_id))
    .where(
      and(eq(applications.id, id), notBlockedBetween(applications.applicant_id, posts.posted_by)),
    )
    .limit(1);
  return row?.application;
}

/**
 * Creates a pending application, or turns a withdrawn one back into pending (same row). Answers
 * undefined when an application that is not withdrawn exists: the unique (post_id, applicant_id)
 * index decides, so two concurrent applies cannot both succeed.
 */
export async function applyOrReapply(
  db: Database,
  postId: string,
  applicantId: string,
  values: { message: string | null; role: string | null; waitlisted: boolean },
): Promise<ApplicationRow | undefined> {
  const { waitlisted, ...fields } = values;
  const [row] = await db
    .insert(applications)
    .values({
      post_id: postId,
      applicant_id: applicantId,
      ...fields,
      waitlisted_at: waitlisted ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [applications.post_id, applications.applicant_id],
      set: {
        status: 'pending',
        message: sql`excluded.message`,
        role: sql`excluded.role`,
        waitlisted_at: sql`excluded.waitlisted_at`,
        decision_note: null,
        decline_reason: null,
        created_at: sql`now()`,
        updated_at: sql`now()`,
      },
      setWhere: sql`${applications.status} = 'withdrawn'`,
    })
    .returning();
  return row;
}

/**
 * Applies again after the post declined the application by itself (decision_note set): pending
 * once more, with the new message, role and waitlist mark. Undefined when it was not such a row.
 */
export async function reapplyDeclined(
  db: Database,
  id: string,
  values: { message: string | null; role: string | null; waitlisted: boolean },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({
      status: 'pending',
      message: values.message,
      role: values.role,
      waitlisted_at: values.waitlisted ? sql`now()` : null,
      decision_note: null,
      decline_reason: null,
      created_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.status, 'rejected'),
        isNotNull(applications.decision_note),
      ),
    )
    .returning();
  return row;
}

/** applications_count += delta in the caller's transaction (row-locked, so concurrent-safe). */
export async function addToApplicationsCount(db: Database, postId: string, delta: 1 | -1) {
  await db
    .update(posts)
    .set({
      applications_count: sql`${posts.applications_count} + ${delta}`,
      updated_at: sql`${posts.updated_at}`,
    })
    .where(eq(posts.id, postId));
}

/** pending → withdrawn; undefined when it is not pending (already withdrawn, or decided). */
export async function withdraw(db: Database, id: string) {
  const [row] = await db
    .update(applications)
    .set({ status: 'withdrawn', waitlisted_at: null })
    .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
    .returning();
  return row;
}

/**
 * Sets the decision unless the application is withdrawn (then undefined). Accepting records the
 * seat's role and clears an earlier squad exit (a member who left and was accepted again).
 */
export async function decide(
  db: Database,
  id: string,
  decision:
    { status: 'accepted'; role: string | null } | { status: 'rejected'; reason: string | null },
) {
  // The owner's decision replaces the waitlist and any automatic note.
  const settled = { waitlisted_at: null, decision_note: null };
  const set =
    decision.status === 'accepted'
      ? {
          status: decision.status,
          role: decision.role,
          squad_exit: null,
          squad_exit_reason: null,
          decline_reason: null,
          ...settled,
        }
      : { status: decision.status, decline_reason: decision.reason, ...settled };
  const [row] = await db
    .update(applications)
    .set(set)
    .where(and(eq(applications.id, id), ne(applications.status, 'withdrawn')))
    .returning();
  return row;
}

/** The member's application to the post (locked for the caller's transaction). */
export async function findApplicationOf(db: Database, postId: string, applicantId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.post_id, postId), eq(applications.applicant_id, applicantId)))
    .limit(1)
    .for('update');
  return row;
}

/** An application with its applicant's profile header and skill match (the applicant view). */
type ApplicantRow = RawTimestamps<ApplicationRow> & MemberCard & { matched: string[] };

export type ApplicantOrder = 'NEWEST' | 'BEST_MATCH';

/**
 * A post's applications that are not withdrawn, by no one blocked either way by its author, in
 * status groups (pending, the waitlist, accepted, declined), then newest first or best match
 * first. `matched` is the applicant's skills among `wanted` (the post's skills, lower-cased), in
 * their profile's order. One statement whatever the page holds; the groups and the match are
 * computed over the post's applicants only (applications_post_id_created_at_idx, and each
 * applicant's skills by user_skills' user index).
 */
export function listApplicantsOfPost(
  db: Database,
  post: { id: string; posted_by: string },
  wanted: readonly string[],
  order: ApplicantOrder,
  { limit, offset }: Page,
) {
  const byMatch = order === 'BEST_MATCH' ? sql`cardinality(m.matched) desc,` : sql``;
  return selectRows<ApplicantRow>(
    db,
    sql`select a.id, a.post_id, a.applicant_id, a.message, a.status, a.role, a.squad_exit,
        a.squad_exit_reason, a.waitlisted_at, a.decision_note, a.decline_reason, a.created_at,
        a.updated_at, u.first_name, u.last_name, u.photo, u.location_id, u.title, u.bio, m.matched
      from applications a
      join users u on u.id = a.applicant_id
      cross join lateral (
        select coalesce(array_agg(s.skill_name order by s."order", s.skill_name), '{}') as matched
        from user_skills s
        where s.user_id = a.applicant_id and lower(s.skill_name) = any(${sql.param([...wanted])}::text[])
      ) m
      where a.post_id = ${post.id} and a.status <> 'withdrawn'
        and ${notBlockedBetween(post.posted_by, sql`a.applicant_id`)}
      order by case
          when a.status = 'pending' and a.waitlisted_at is null then 0
          when a.status = 'pending' then 1
          when a.status = 'accepted' then 2
          else 3
        end, ${byMatch} a.created_at desc, a.id desc
      limit ${limit} offset ${offset}`,
  );
}

/** The member's saved reasons for declining applicants. */
export async function declineTemplatesOf(db: Database, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ templates: users.decline_templates })
    .from(users)
    .where(eq(users.id, userId));
  return row?.templates ?? [];
}

export async function setDeclineTemplates(db: Database, userId: string, templates: string[]) {
  await db.update(users).set({ decline_templates: templates }).where(eq(users.id, userId));
}
