import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { squadMembers } from '../../db/schema/index.js';

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
