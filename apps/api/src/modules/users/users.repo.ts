import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedQuery } from '../../db/raw.js';
import { applications, posts, users, type NewUser, type User } from '../../db/schema/index.js';

// Every profile read starts here: built once (db/raw.ts preparedQuery).
const userById = preparedQuery('users_by_id', (db, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [row] = await userById(db, { id });
  return row;
}

/** Writes the given profile fields; returns false when the member no longer exists. */
export async function updateProfile(
  db: Database,
  id: string,
  values: Partial<
    Pick<
      NewUser,
      | 'first_name'
      | 'last_name'
      | 'title'
      | 'bio'
      | 'location_id'
      | 'links'
      | 'photo'
      | 'looking_for'
      | 'show_online'
      | 'members_only_profile'
      | 'email_to_connections'
      | 'show_read_receipts'
      | 'show_typing'
      | 'message_from'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Locks the member's row for the caller's transaction; false when it is gone. */
export async function lockUser(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}

/**
 * applications_count counts the applications that are not withdrawn; the member's own
 * applications to other members' posts leave those counts when the account goes.
 */
export async function releaseApplicationCounts(db: Database, userId: string): Promise<void> {
  const applied = db
    .select({ post_id: applications.post_id })
    .from(applications)
    .where(and(eq(applications.applicant_id, userId), ne(applications.status, 'withdrawn')));
  await db
    .update(posts)
    .set({ applications_count: sql`greatest(${posts.applications_count} - 1, 0)` })
    .where(and(inArray(posts.id, applied), ne(posts.posted_by, userId)));
}

/**
 * Deletes the member's row; every table that belongs to a member references it with ON DELETE
 * CASCADE (posts with their applications and saves, the member's applications and saves, the five
 * sections, connections, blocks, chats, refresh and reset tokens, social identities).
 */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
