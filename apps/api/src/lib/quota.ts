// Per-member quotas counted from the rows a member's actions leave (upload grants, posts,
// messages, reports): "at most `limit` in the last `windowMs`". No counters to keep in step; each
// check reads at most `limit` entries of a (member, created_at) index. See docs/decisions/0013.
import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { tooManyRequests } from '../errors.js';

export interface Quota {
  limit: number;
  windowMs: number;
  /** What is limited, as the member reads it: "You can get 20 upload URLs an hour." */
  message: string;
}

/** Where a quota counts: the rows of `table` whose `member` column is the member, by `at`. */
export interface QuotaSource {
  table: PgTable;
  member: PgColumn;
  at: PgColumn;
  /** Rows that do not count (e.g. only a kind of row in a shared table). */
  where?: SQL;
}

/** "in 12 minutes", "in 3 hours", "on 2025-05-08 at 14:03 UTC": when a refused action may succeed. */
export function retryPhrase(at: Date, now: Date = new Date()): string {
  const seconds = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  if (hours <= 24) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const [day, time] = at.toISOString().split('T') as [string, string];
  return `on ${day} at ${time.slice(0, 5)} UTC`;
}

/**
 * Locks the member's row until the caller's transaction ends, so one member's concurrent
 * requests check and use a quota one after another (FOR NO KEY UPDATE: inserts of rows that
 * reference the member, which take KEY SHARE, are not blocked).
 */
export async function lockMember(tx: Database, memberId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, memberId)).for('no key update');
}

/**
 * Inside the caller's transaction, before it records the action: TOO_MANY_REQUESTS when the
 * member already has `limit` actions in the window, with when the oldest of them leaves it.
 */
export async function assertWithinQuota(
  tx: Database,
  source: QuotaSource,
  memberId: string,
  quota: Quota,
): Promise<void> {
  await lockMember(tx, memberId);
  const since = new Date(Date.now() - quota.windowMs);
  const conditions = [eq(source.member, memberId), gt(source.at, since)];
  if (source.where) conditions.push(source.where);
  // The limit-th newest action in the window: if it exists, the quota is full until it leaves.
  const [row] = (await tx
    .select({ at: source.at })
    .from(source.table)
    .where(and(...conditions))
    .orderBy(desc(source.at))
    .offset(quota.limit - 1)
    .limit(1)) as { at: Date | string }[];
  refuseOverQuota(row?.at ?? null, quota);
}

/** Throws overQuota when `fullAt` (the quota's answer) is set. */
export function refuseOverQuota(fullAt: Date | string | null, quota: Quota): void {
  if (fullAt !== null) throw overQuota(fullAt, quota);
}

/** TOO_MANY_REQUESTS saying when to try again: the quota's oldest action leaves at `fullAt` + window. */
export function overQuota(fullAt: Date | string, quota: Quota) {
  const freeAt = new Date(new Date(fullAt).getTime() + quota.windowMs);
  return tooManyRequests(
    `${quota.message} Try again ${retryPhrase(freeAt)}.`,
    (freeAt.getTime() - Date.now()) / 1000,
  );
}
