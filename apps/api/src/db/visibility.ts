import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './client.js';
import { preparedQuery, selectRows } from './raw.js';
import { userBlocks } from './schema/index.js';

// THE block rule (docs/decisions/0007, "Blocks hold everywhere"): two members of whom either
// blocked the other do not exist for each other. Every module asks it here, in one of two forms:
// `isBlockedBetween` for one pair (detail views and mutations), `notBlockedBetween` as a
// predicate inside a list's own statement (no extra round trip, no N+1). Each NOT EXISTS is one
// primary-key probe of user_blocks (blocker_id, blocked_id).

/** A member id: a bound value, or a column of the caller's query (sql`p.posted_by`, posts.posted_by). */
export type MemberRef = string | SQLWrapper;

/** SQL predicate: neither `a` nor `b` has blocked the other. */
export const notBlockedBetween = (a: MemberRef, b: MemberRef): SQL =>
  sql`(not exists (select 1 from user_blocks ub where ub.blocker_id = ${a} and ub.blocked_id = ${b})
    and not exists (select 1 from user_blocks ub where ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;

/**
 * SQL predicate: `viewer` has not blocked `sender` (one direction). In a squad chat a member does
 * not see, nor count as unread, the messages of someone THEY blocked (docs/decisions/0028).
 */
export const notBlockedBy = (viewer: MemberRef, sender: MemberRef): SQL =>
  sql`not exists (select 1 from user_blocks ub where ub.blocker_id = ${viewer} and ub.blocked_id = ${sender})`;

// Each profile of another member asks it: built once (raw.ts preparedQuery).
const blockBetween = preparedQuery('user_blocks_between', (db, name) =>
  db
    .select({ blocker: userBlocks.blocker_id })
    .from(userBlocks)
    .where(
      or(
        and(
          eq(userBlocks.blocker_id, sql.placeholder('a')),
          eq(userBlocks.blocked_id, sql.placeholder('b')),
        ),
        and(
          eq(userBlocks.blocker_id, sql.placeholder('b')),
          eq(userBlocks.blocked_id, sql.placeholder('a')),
        ),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** True when either member has blocked the other. */
export async function isBlockedBetween(db: Database, a: string, b: string): Promise<boolean> {
  const rows = await blockBetween(db, { a, b });
  return rows.length > 0;
}

/** Whether `blockerId` has blocked `blockedId` (one direction). */
export async function hasBlocked(db: Database, blockerId: string, blockedId: string) {
  const rows = await db
    .select({ blocker: userBlocks.blocker_id })
    .from(userBlocks)
    .where(and(eq(userBlocks.blocker_id, blockerId), eq(userBlocks.blocked_id, blockedId)))
    .limit(1);
  return rows.length > 0;
}

/** The members of the chat who blocked `senderId`: they do not receive what the sender writes. */
export async function blockersIn(db: Database, chatId: string, senderId: string) {
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`select cm.user_id from chat_members cm
      join user_blocks ub on ub.blocker_id = cm.user_id and ub.blocked_id = ${senderId}::uuid
      where cm.chat_id = ${chatId}::uuid`,
  );
  return rows.map((row) => row.user_id);
}
