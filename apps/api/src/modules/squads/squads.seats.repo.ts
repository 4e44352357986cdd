import { and, eq, sql } from 'drizzle-orm';
import type { RoleFillPolicy } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { applications, posts } from '../../db/schema/index.js';

// The seat life cycle's SQL (squads.seats.ts decides): the post's seats and recruitment state,
// and its pending applications. Drizzle and SQL only.

/** A post as the seat life cycle reads it, under the caller's lock of its row. */
export interface SeatPostRow {
  id: string;
  title: string;
  posted_by: string;
  status: string;
  auto_close: boolean;
  closed_when_full: boolean;
  when_role_fills: RoleFillPolicy;
  desired_roles: string[];
  role_seats: number[];
  open_seats: number;
}

export async function seatPost(db: Database, postId: string): Promise<SeatPostRow | undefined> {
  const [row] = await db
    .select({
      id: posts.id,
      title: posts.title,
      posted_by: posts.posted_by,
      status: posts.status,
      auto_close: posts.auto_close,
      closed_when_full: posts.closed_when_full,
      when_role_fills: posts.when_role_fills,
      desired_roles: posts.desired_roles,
      role_seats: posts.role_seats,
      open_seats: posts.open_seats,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row;
}

/** Opens or closes recruitment; `closed_when_full` says the post closed itself (auto_close). */
export async function setRecruitment(
  db: Database,
  postId: string,
  status: 'open' | 'closed',
  closedWhenFull: boolean,
) {
  await db
    .update(posts)
    .set({ status, closed_when_full: closedWhenFull })
    .where(eq(posts.id, postId));
}

/** Adds one seat to the role at `index` of the post's roles, or to its open spots (index null). */
export async function addSeat(db: Database, post: SeatPostRow, index: number | null) {
  if (index === null) {
    await db
      .update(posts)
      .set({ open_seats: post.open_seats + 1 })
      .where(eq(posts.id, post.id));
    return;
  }
  const seats = post.desired_roles.map((_, i) => (post.role_seats[i] ?? 1) + (i === index ? 1 : 0));
  await db.update(posts).set({ role_seats: seats }).where(eq(posts.id, post.id));
}

/**
 * The posts where the member holds a seat (not as owner), their rows locked in id order (as
 * blocks lock posts), with each post's owner.
 */
export function lockSeatsHeldBy(db: Database, userId: string) {
  return selectRows<{ post_id: string; posted_by: string }>(
    db,
    sql`select p.id as post_id, p.posted_by
      from squad_members sm join posts p on p.id = sm.post_id
      where sm.user_id = ${userId}::uuid and not sm.is_owner
      order by p.id
      for update of p`,
  );
}

export interface PendingRow {
  id: string;
  applicant_id: string;
  role: string | null;
  waitlisted: boolean;
}

/** The post's pending applications, locked for the caller's transaction. */
export function pendingOf(db: Database, postId: string) {
  return selectRows<PendingRow>(
    db,
    sql`select id, applicant_id, role, waitlisted_at is not null as waitlisted
      from applications
      where post_id = ${postId}::uuid and status = 'pending'
      order by id
      for update`,
  );
}

/** Puts the applications on the waitlist (true) or takes them off it (false). */
export async function setWaitlisted(db: Database, ids: readonly string[], waitlisted: boolean) {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ waitlisted_at: waitlisted ? sql`now()` : null })
    .where(
      and(
        sql`${applications.id} = any(${sql.param([...ids])}::uuid[])`,
        eq(applications.status, 'pending'),
      ),
    );
}

/** Declines the applications, each with its note (the post's automatic decline). */
export async function declineWithNotes(
  db: Database,
  declines: readonly { id: string; note: string }[],
) {
  if (declines.length === 0) return;
  await db.execute(
    sql`update applications a
      set status = 'rejected', waitlisted_at = null, decision_note = v.note, updated_at = now()
      from unnest(${sql.param(declines.map((d) => d.id))}::uuid[],
        ${sql.param(declines.map((d) => d.note))}::text[]) as v(id, note)
      where a.id = v.id and a.status = 'pending'`,
  );
}
