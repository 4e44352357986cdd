import { sql, type SQL } from 'drizzle-orm';
import type { User } from './schema/index.js';

// Suspensions (docs/decisions/0034), in one place for every reader: sign-in refuses a member
// while one lasts, and their posts and messages are hidden from others meanwhile. A suspension
// lasts from `suspended_at` until `suspended_until`, or for good when that is null; lifting it
// clears the three columns, and one that ran out needs no write to end.

type SuspensionColumns = Pick<User, 'suspended_at' | 'suspended_until' | 'suspension_reason'>;

/** The member's suspension while it lasts at `now`, or null. */
export function activeSuspension(
  user: SuspensionColumns,
  now: Date = new Date(),
): { since: Date; until: Date | null; reason: string } | null {
  if (!user.suspended_at) return null;
  if (user.suspended_until && user.suspended_until.getTime() <= now.getTime()) return null;
  return {
    since: user.suspended_at,
    until: user.suspended_until,
    reason: user.suspension_reason ?? '',
  };
}

/**
 * SQL predicate: the member `userId` (a column or value of the outer statement) is suspended now.
 * One primary-key probe, so it can sit inside a list's own statement.
 */
export const suspendedNow = (userId: SQL): SQL =>
  sql`exists (select 1 from users su where su.id = ${userId} and su.suspended_at is not null
    and (su.suspended_until is null or su.suspended_until > now()))`;

/**
 * SQL predicate: message `m` (the alias of the outer statement) is shown to members other than its
 * sender: not hidden by an operator, and its sender not suspended now.
 */
export const messageShownToOthers: SQL = sql`(m.hidden_at is null and not ${suspendedNow(sql`m.sender_id`)})`;
