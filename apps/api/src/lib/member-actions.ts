// Actions a quota counts when no row of their own stays to count them (docs/decisions/0013):
// a message edit leaves only its last time, a cancelled connection request leaves nothing. One
// member_actions row per action, by kind; a member's rows older than the longest window go with
// their next recorded action, so the table holds at most a day of each member's actions.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { memberActions } from '../db/schema/index.js';
import type { QuotaSource } from './quota.js';
import { DAY_MS } from './rate-limit.js';

/** The longest window a member_actions quota counts over (a day): older rows count for nothing. */
const MEMBER_ACTIONS_KEEP_MS = DAY_MS;

/** Where a quota on one kind of member action counts. */
export const memberActionSource = (kind: string): QuotaSource => ({
  table: memberActions,
  member: memberActions.user_id,
  at: memberActions.created_at,
  where: eq(memberActions.kind, kind),
});

/**
 * Records the member's actions (one row per kind) in the caller's transaction, and sweeps the
 * member's rows older than MEMBER_ACTIONS_KEEP_MS: a range of the (user_id, kind, created_at)
 * index, so the sweep costs what the member left behind.
 */
export async function recordMemberAction(
  tx: Database,
  memberId: string,
  kinds: readonly string[],
): Promise<void> {
  await tx
    .delete(memberActions)
    .where(
      and(
        eq(memberActions.user_id, memberId),
        lt(memberActions.created_at, new Date(Date.now() - MEMBER_ACTIONS_KEEP_MS)),
      ),
    );
  await tx.insert(memberActions).values(kinds.map((kind) => ({ user_id: memberId, kind })));
}
