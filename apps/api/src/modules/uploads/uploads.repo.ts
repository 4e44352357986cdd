import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploadGrants, uploadPurges } from '../../db/schema/index.js';

/** Where the upload quota counts: the member's grants by time (upload_grants_user_id_created_at_idx). */
export const grantsSource = {
  table: uploadGrants,
  member: uploadGrants.user_id,
  at: uploadGrants.created_at,
};

/** Records one upload URL issued to the member. */
export async function recordGrant(db: Database, userId: string): Promise<void> {
  await db.insert(uploadGrants).values({ user_id: userId });
}

/**
 * Drops the member's grants that left the window; run with each new grant, so the table keeps at
 * most a window's worth per member without a sweeper (index-served, touches only this member).
 */
export async function pruneGrants(db: Database, userId: string, before: Date): Promise<void> {
  await db
    .delete(uploadGrants)
    .where(and(eq(uploadGrants.user_id, userId), lt(uploadGrants.created_at, before)));
}

/** Records that a deleted member's files are to be removed (in the deletion's transaction). */
export async function insertPurge(db: Database, userId: string): Promise<void> {
  await db.insert(uploadPurges).values({ user_id: userId }).onConflictDoNothing();
}

/** The oldest purges recorded before `before`, at most `limit` (the sweep's batch). */
export async function duePurges(db: Database, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ user_id: uploadPurges.user_id })
    .from(uploadPurges)
    .where(lt(uploadPurges.created_at, before))
    .orderBy(asc(uploadPurges.created_at))
    .limit(limit);
  return rows.map((row) => row.user_id);
}

export async function deletePurge(db: Database, userId: string): Promise<void> {
  await db.delete(uploadPurges).where(eq(uploadPurges.user_id, userId));
}
