import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { isoOrNull } from '../../lib/dates.js';

// Presence: users.is_online and last_seen are kept by the socket layer (realtime/presence.ts);
// what others see of them honours the member's show_online (docs/decisions/0032).

/** A member's presence as others see it. */
export interface VisiblePresence {
  is_online: boolean;
  last_seen: string | null;
}

export const HIDDEN_PRESENCE: VisiblePresence = { is_online: false, last_seen: null };

/** The one rule: a member who hides their presence is never online, nor last seen, to others. */
export const visiblePresence = (row: {
  is_online: boolean;
  show_online: boolean;
  last_seen: Date | string | null;
}): VisiblePresence =>
  row.show_online
    ? { is_online: row.is_online, last_seen: isoOrNull(row.last_seen) }
    : HIDDEN_PRESENCE;

/** What a presence write changed: null when nothing did (already so, or the member is gone). */
export interface PresenceChange {
  show_online: boolean;
  last_seen: string | null;
}

/**
 * Records that the member's first socket opened (online) or their last one closed (offline), with
 * last_seen now: so an online member's last_seen is when they came. Writes only a change.
 */
export async function recordPresence(
  db: Database,
  userId: string,
  online: boolean,
): Promise<PresenceChange | null> {
  const [row] = await db
    .update(users)
    .set({ is_online: online, last_seen: sql`now()` })
    .where(and(eq(users.id, userId), ne(users.is_online, online)))
    .returning({ show_online: users.show_online, last_seen: users.last_seen });
  return row ? { show_online: row.show_online, last_seen: isoOrNull(row.last_seen) } : null;
}

/** The member's own presence row (for telling others after they show or hide it). */
export async function storedPresence(db: Database, userId: string) {
  const [row] = await db
    .select({
      is_online: users.is_online,
      show_online: users.show_online,
      last_seen: users.last_seen,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Members still marked online who have no socket anywhere (their process died with them
 * connected): offline from now. Returns how many there were.
 */
export async function markOfflineExcept(
  db: Database,
  connectedIds: readonly string[],
): Promise<number> {
  const stale =
    connectedIds.length > 0
      ? and(eq(users.is_online, true), notInArray(users.id, [...connectedIds]))
      : eq(users.is_online, true);
  const rows = await db
    .update(users)
    .set({ is_online: false, last_seen: sql`now()` })
    .where(stale)
    .returning({ id: users.id });
  return rows.length;
}

/** Each member's presence as others see it, in one statement (missing members are left out). */
export async function presenceFor(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, VisiblePresence>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      is_online: users.is_online,
      show_online: users.show_online,
      last_seen: users.last_seen,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, visiblePresence(row)]));
}

/** The memberPresence loader's batch: each member's presence as others see it, in the ids' order. */
export async function batchPresence(
  db: Database,
  memberIds: readonly string[],
): Promise<VisiblePresence[]> {
  const presence = await presenceFor(db, memberIds);
  return memberIds.map((id) => presence.get(id) ?? HIDDEN_PRESENCE);
}
