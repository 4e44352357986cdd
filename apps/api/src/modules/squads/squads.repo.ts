import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { applications, posts, squadMembers } from '../../db/schema/index.js';

// Drizzle and SQL only: no decisions here.

/** A squad member with the card the squad page and the post cards show. */
export interface SquadMemberView {
  post_id: string;
  user_id: string;
  role: string | null;
  is_owner: boolean;
  joined_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  title: string | null;
}

/**
 * The members of every given post's squad, owner first then as they joined, in ONE statement
 * (a page of cards, a list of squads). Bounded: a squad is at most SQUAD.spotsMax + 1 people.
 */
export async function membersOfPosts(
  db: Database,
  postIds: readonly string[],
): Promise<SquadMemberView[]> {
  if (postIds.length === 0) return [];
  return selectRows<SquadMemberView>(
    db,
    sql`select sm.post_id, sm.user_id, sm.role, sm.is_owner, sm.joined_at,
        u.first_name, u.last_name, u.photo, u.title
      from squad_members sm join users u on u.id = sm.user_id
      where sm.post_id = any(${sql.param([...postIds])}::uuid[])
      order by sm.post_id, sm.is_owner desc, sm.joined_at, sm.user_id`,
  );
}

/** One squad's members (a transaction's view, after the post row is locked). */
export function membersOf(db: Database, postId: string) {
  return membersOfPosts(db, [postId]);
}

/** A squad of the viewer's: the post, its chat, and whether they own it. */
export interface MySquadRow {
  post_id: string;
  chat_id: string;
  is_owner: boolean;
  formed_at: Date | string;
}

/**
 * The squads the member owns or belongs to, most recent chat activity first, at most `cap`
 * (squad_members_user_id_idx, then one chat per post). No block filter: a block between a
 * squad's owner and a member ends the membership (docs/decisions/0028), so a member's rows are
 * exactly their squads.
 */
export function squadsOf(db: Database, userId: string, only: { postId?: string; cap: number }) {
  const onePost = only.postId ? sql` and sm.post_id = ${only.postId}::uuid` : sql``;
  const cap = only.cap;
  return selectRows<MySquadRow>(
    db,
    sql`select sm.post_id, c.id as chat_id, sm.is_owner, c.created_at as formed_at
      from squad_members sm
      join chats c on c.post_id = sm.post_id
      where sm.user_id = ${userId}::uuid${onePost}
      order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
      limit ${cap}`,
  );
}

/** The squad's chat id (undefined before the squad forms). */
export async function chatOf(db: Database, postId: string): Promise<string | undefined> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id from chats where post_id = ${postId}::uuid`,
  );
  return row?.id;
}

/** Writes the owner's row (once: when the first member joins). */
export async function addOwner(db: Database, postId: string, ownerId: string) {
  await db
    .insert(squadMembers)
    .values({ post_id: postId, user_id: ownerId, is_owner: true })
    .onConflictDoNothing();
}

export async function addMember(db: Database, postId: string, userId: string, role: string | null) {
  await db
    .insert(squadMembers)
    .values({ post_id: postId, user_id: userId, role })
    .onConflictDoUpdate({
      target: [squadMembers.post_id, squadMembers.user_id],
      set: { role, joined_at: sql`now()` },
    });
}

/** Deletes the member's row; false when they were not in the squad. */
export async function deleteMember(db: Database, postId: string, userId: string) {
  const rows = await db
    .delete(squadMembers)
    .where(and(eq(squadMembers.post_id, postId), eq(squadMembers.user_id, userId)))
    .returning({ user_id: squadMembers.user_id });
  return rows.length > 0;
}

/** The member's application to the post (locked for the caller's transaction). */
export async function applicationOf(db: Database, postId: string, applicantId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.post_id, postId), eq(applications.applicant_id, applicantId)))
    .limit(1)
    .for('update');
  return row;
}

/** applications_count - 1 in the caller's transaction (an application stopped counting). */
export async function uncountApplication(db: Database, postId: string) {
  await db
    .update(posts)
    .set({
      applications_count: sql`${posts.applications_count} - 1`,
      updated_at: sql`${posts.updated_at}`,
    })
    .where(eq(posts.id, postId));
}

/**
 * Records why an accepted applicant is no longer in the squad: leaving withdraws the application
 * (they may apply again), a removal rejects it with the owner's reason (they may not).
 */
export async function recordSquadExit(
  db: Database,
  id: string,
  exit: { squad_exit: 'left' } | { squad_exit: 'removed'; reason: string | null },
) {
  const set =
    exit.squad_exit === 'left'
      ? { status: 'withdrawn' as const, squad_exit: 'left' as const, squad_exit_reason: null }
      : {
          status: 'rejected' as const,
          squad_exit: 'removed' as const,
          squad_exit_reason: exit.reason,
        };
  const [row] = await db.update(applications).set(set).where(eq(applications.id, id)).returning();
  return row!;
}

/** The post a squad change runs on, locked for the caller's transaction (no block filter). */
export async function lockSquadPost(db: Database, postId: string) {
  const [row] = await db
    .select({ id: posts.id, title: posts.title, posted_by: posts.posted_by })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Locks every post either member owns (in id order, so two blocks never deadlock): an accept
 * running on one of them finishes first, or sees the block (docs/decisions/0028).
 */
export async function lockPostsOwnedBy(db: Database, a: string, b: string): Promise<void> {
  await selectRows(
    db,
    sql`select id from posts where posted_by in (${a}::uuid, ${b}::uuid) order by id for update`,
  );
}

/** The squads where one of the two owns the post and the other is a member. */
export function squadSeatsBetween(db: Database, a: string, b: string) {
  return selectRows<{ id: string; title: string; posted_by: string; member_id: string }>(
    db,
    sql`select p.id, p.title, p.posted_by, sm.user_id as member_id
      from squad_members sm join posts p on p.id = sm.post_id
      where not sm.is_owner
        and ((p.posted_by = ${a}::uuid and sm.user_id = ${b}::uuid)
          or (p.posted_by = ${b}::uuid and sm.user_id = ${a}::uuid))
      order by p.id`,
  );
}
