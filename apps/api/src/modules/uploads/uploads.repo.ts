import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { uploadGrants } from '../../db/schema/index.js';

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
