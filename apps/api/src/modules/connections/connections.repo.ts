import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import {
  chats,
  connections,
  userBlocks,
  users,
  type ConnectionRow,
} from '../../db/schema/index.js';
import { orderedPair } from './connections.policy.js';

// Drizzle only: no decisions here. Pair lookups use the connections_pair_key expressions, so
// they are served by that unique index.

const pairIs = (a: string, b: string) =>
  sql`least(${connections.requester_user_id}, ${connections.addressee_user_id}) = least(${a}::uuid, ${b}::uuid)
    and greatest(${connections.requester_user_id}, ${connections.addressee_user_id}) = greatest(${a}::uuid, ${b}::uuid)`;

export async function userExists(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

export async function findConnection(db: Database, id: string, forUpdate = false) {
  const query = db.select().from(connections).where(eq(connections.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The pair's row, locked for the caller's transaction when `forUpdate`. */
export async function findPair(db: Database, a: string, b: string, forUpdate = false) {
  const query = db.select().from(connections).where(pairIs(a, b)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertRequest(
  db: Database,
  requesterId: string,
  addresseeId: string,
  message: string | null,
): Promise<ConnectionRow> {
  const [row] = await db
    .insert(connections)
    .values({ requester_user_id: requesterId, addressee_user_id: addresseeId, message })
    .returning();
  return row!;
}

/** A declined row back to pending, sent by `requesterId` now. */
export async function reuseAsRequest(
  db: Database,
  id: string,
  requesterId: string,
  addresseeId: string,
  message: string | null,
): Promise<ConnectionRow> {
  const [row] = await db
    .update(connections)
    .set({
      requester_user_id: requesterId,
      addressee_user_id: addresseeId,
      status: 'pending',
      message,
      chat_id: null,
      responded_at: null,
      created_at: sql`now()`,
    })
    .where(eq(connections.id, id))
    .returning();
  return row!;
}

export async function setResponse(
  db: Database,
  id: string,
  status: 'accepted' | 'declined',
  chatId: string | null,
): Promise<ConnectionRow> {
  const [row] = await db
    .update(connections)
    .set({ status, chat_id: chatId, responded_at: sql`now()` })
    .where(eq(connections.id, id))
    .returning();
  return row!;
}

/** Opens the pair's chat, or reactivates the one they had; answers its id. */
export async function openChat(db: Database, a: string, b: string): Promise<string> {
  const [row] = await db
    .insert(chats)
    .values({ ...orderedPair(a, b), is_active: true })
    .onConflictDoUpdate({
      target: [chats.user_low_id, chats.user_high_id],
      set: { is_active: true },
    })
    .returning({ id: chats.id });
  return row!.id;
}

/**
 * Deactivates the pair's chat (if any): removing or blocking keeps the history, closes the chat.
 * Answers the chat's id (null when the pair never had one).
 */
export async function deactivateChat(db: Database, a: string, b: string): Promise<string | null> {
  const pair = orderedPair(a, b);
  const [row] = await db
    .update(chats)
    .set({ is_active: false })
    .where(and(eq(chats.user_low_id, pair.user_low_id), eq(chats.user_high_id, pair.user_high_id)))
    .returning({ id: chats.id });
  return row?.id ?? null;
}

/** Pending requests addressed to the member (served by connections_addressee_status_created_idx). */
export async function countPendingReceived(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(connections)
    .where(and(eq(connections.addressee_user_id, userId), eq(connections.status, 'pending')));
  return Number(row?.count ?? 0);
}

/** Who the member's pending requests are addressed to (connections_requester_status_created_idx). */
export async function pendingRequestAddressees(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: connections.addressee_user_id })
    .from(connections)
    .where(and(eq(connections.requester_user_id, userId), eq(connections.status, 'pending')));
  return rows.map((r) => r.id);
}

export async function deleteConnection(db: Database, id: string): Promise<void> {
  await db.delete(connections).where(eq(connections.id, id));
}

/** Records the block (a second block changes nothing). */
export async function insertBlock(db: Database, blockerId: string, blockedId: string) {
  await db
    .insert(userBlocks)
    .values({ blocker_id: blockerId, blocked_id: blockedId })
    .onConflictDoNothing();
}

/** The pair's row as blocked by `blockerId` (requester = blocker), created when missing. */
export async function markBlocked(
  db: Database,
  existing: ConnectionRow | undefined,
  blockerId: string,
  blockedId: string,
): Promise<ConnectionRow> {
  const values = {
    requester_user_id: blockerId,
    addressee_user_id: blockedId,
    status: 'blocked',
    chat_id: null,
    responded_at: sql`now()`,
  };
  if (!existing) {
    const [row] = await db.insert(connections).values(values).returning();
    return row!;
  }
  const [row] = await db
    .update(connections)
    .set(values)
    .where(eq(connections.id, existing.id))
    .returning();
  return row!;
}

/** A connection with the other member's card fields (the viewer's point of view). */
export interface ConnectionViewRow extends ConnectionRow {
  other_user_id: string;
  first_name: string | null;
  last_name: string | null;
  photo: string | null;
  title: string | null;
}

/** Rows of `source` (the connections table, or a subquery of its rows) with the other member. */
const connectionView = (viewerId: string, source: SQL = sql`connections`) => sql`select c.*,
    u.id as other_user_id, u.first_name, u.last_name, u.photo, u.title
  from ${source} c
  join users u on u.id = case when c.requester_user_id = ${viewerId}
    then c.addressee_user_id else c.requester_user_id end`;

export async function findConnectionView(db: Database, viewerId: string, id: string) {
  const [row] = await selectRows<ConnectionViewRow>(
    db,
    sql`${connectionView(viewerId)} where c.id = ${id}`,
  );
  return row;
}

export type ConnectionList = 'accepted' | 'received' | 'sent';

const ACCEPTED_ORDER = sql`order by coalesce(c.responded_at, c.created_at) desc, c.id desc`;

/** The viewer's accepted rows on one side of the pair, newest first (an accepted_idx scan). */
const acceptedSide = (side: SQL, viewerId: string, cap: number) => sql`(select * from connections c
  where c.status = 'accepted' and ${side} = ${viewerId} ${ACCEPTED_ORDER} limit ${cap})`;

/**
 * One of the viewer's lists, newest first, at most `cap` rows. The accepted list is ordered by
 * when the connection was made: each side of the pair is read in that order from its
 * connections_{requester,addressee}_accepted index, at most `cap` rows each, and the two are
 * merged. The request lists are ordered by when the request was sent (the
 * connections_{addressee,requester}_status_created indexes).
 */
export function listConnections(db: Database, viewerId: string, list: ConnectionList, cap: number) {
  if (list === 'accepted') {
    const sides = sql`(${acceptedSide(sql`c.requester_user_id`, viewerId, cap)}
      union all ${acceptedSide(sql`c.addressee_user_id`, viewerId, cap)})`;
    return selectRows<ConnectionViewRow>(
      db,
      sql`${connectionView(viewerId, sides)} ${ACCEPTED_ORDER} limit ${cap}`,
    );
  }
  const where = {
    received: sql`c.status = 'pending' and c.addressee_user_id = ${viewerId}`,
    sent: sql`c.status = 'pending' and c.requester_user_id = ${viewerId}`,
  }[list];
  return selectRows<ConnectionViewRow>(
    db,
    sql`${connectionView(viewerId)} where ${where} order by c.created_at desc, c.id desc limit ${cap}`,
  );
}
