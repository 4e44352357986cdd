import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { applications, posts, type ApplicationRow } from '../../db/schema/index.js';
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
  decision: { status: 'accepted'; role: string | null } | { status: 'rejected' },
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
          ...settled,
        }
      : { status: decision.status, ...settled };
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

/** An application with its applicant's profile header (the applicant view). */
type ApplicantRow = RawTimestamps<ApplicationRow> & MemberCard;

const applicantSelect = sql`select a.id, a.post_id, a.applicant_id, a.message, a.status,
    a.role, a.squad_exit, a.squad_exit_reason, a.waitlisted_at, a.decision_note, a.created_at, a.updated_at, u.first_name, u.last_name, u.photo, u.location_id, u.title, u.bio
  from applications a join users u on u.id = a.applicant_id`;

/** A post's applications that are not withdrawn, by no one blocked either way by its author, newest first. */
export function listApplicantsOfPost(
  db: Database,
  post: { id: string; posted_by: string },
  { limit, offset }: Page,
) {
  return selectRows<ApplicantRow>(
    db,
    sql`${applicantSelect} where a.post_id = ${post.id} and a.status <> 'withdrawn'
      and ${notBlockedBetween(post.posted_by, sql`a.applicant_id`)}
      order by a.created_at desc, a.id desc limit ${limit} offset ${offset}`,
  );
}
