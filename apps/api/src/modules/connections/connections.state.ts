import type { ConnectionStatus } from '@squadup/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { connections } from '../../db/schema/index.js';
import { otherParty } from './connections.policy.js';

/** The viewer's relation to another member, as every card and detail view shows it. */
export interface ViewerConnectionState {
  status: ConnectionStatus;
  connection_id: string | null;
  chat_id: string | null;
  /** True when the viewer sent the request (a pending one cannot be accepted by them). */
  is_requester: boolean;
}

export const NO_CONNECTION: Readonly<ViewerConnectionState> = Object.freeze({
  status: 'none',
  connection_id: null,
  chat_id: null,
  is_requester: false,
});

/**
 * The viewer's connection state with each of `otherIds` in one query (lists batch through this;
 * no N+1). Ids without a row map to status 'none'. The viewer's own id maps to 'none' too.
 */
export async function connectionStatesFor(
  db: Database,
  viewerId: string,
  otherIds: readonly string[],
): Promise<Map<string, ViewerConnectionState>> {
  const ids = [...new Set(otherIds)].filter((id) => id !== viewerId);
  const states = new Map<string, ViewerConnectionState>();
  for (const id of otherIds) states.set(id, { ...NO_CONNECTION });
  if (ids.length === 0) return states;
  const rows = await db
    .select({
      id: connections.id,
      requester_user_id: connections.requester_user_id,
      addressee_user_id: connections.addressee_user_id,
      status: connections.status,
      chat_id: connections.chat_id,
    })
    .from(connections)
    .where(
      or(
        and(
          eq(connections.requester_user_id, viewerId),
          inArray(connections.addressee_user_id, ids),
        ),
        and(
          eq(connections.addressee_user_id, viewerId),
          inArray(connections.requester_user_id, ids),
        ),
      ),
    );
  for (const row of rows) {
    states.set(otherParty({ id: viewerId }, row), {
      status: row.status as ConnectionStatus,
      connection_id: row.id,
      // The chat is only the viewer's to open while connected.
      chat_id: row.status === 'accepted' ? row.chat_id : null,
      is_requester: row.requester_user_id === viewerId,
    });
  }
  return states;
}

/** Number of accepted connections of each member in one query (0 for members without any). */
export async function countAcceptedConnections(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(userIds)];
  const counts = new Map<string, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      requester: connections.requester_user_id,
      addressee: connections.addressee_user_id,
    })
    .from(connections)
    .where(
      and(
        eq(connections.status, 'accepted'),
        or(
          inArray(connections.requester_user_id, ids),
          inArray(connections.addressee_user_id, ids),
        ),
      ),
    );
  for (const row of rows) {
    for (const id of [row.requester, row.addressee]) {
      const count = counts.get(id);
      if (count !== undefined) counts.set(id, count + 1);
    }
  }
  return counts;
}
