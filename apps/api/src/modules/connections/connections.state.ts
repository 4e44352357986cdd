import type { ConnectionStatus } from '@squadup/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { statementBuiltOnce } from '../../db/raw.js';
import type { ConnectionRow } from '../../db/schema/index.js';
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

// Every card and profile asks these: built once (db/raw.ts statementBuiltOnce), the ids bound as
// one uuid[] so the text stays the same whatever their number.
const anyId = sql`any(${sql.placeholder('ids')}::uuid[])`;
const statesBetween = statementBuiltOnce<
  Pick<ConnectionRow, 'id' | 'requester_user_id' | 'addressee_user_id' | 'status' | 'chat_id'>,
  { viewer: string; ids: string[] }
>(sql`select id, requester_user_id, addressee_user_id, status, chat_id from connections
  where (requester_user_id = ${sql.placeholder('viewer')}::uuid and addressee_user_id = ${anyId})
     or (addressee_user_id = ${sql.placeholder('viewer')}::uuid and requester_user_id = ${anyId})`);
const acceptedOf = statementBuiltOnce<
  Pick<ConnectionRow, 'requester_user_id' | 'addressee_user_id'>,
  { ids: string[] }
>(sql`select requester_user_id, addressee_user_id from connections
  where status = 'accepted' and (requester_user_id = ${anyId} or addressee_user_id = ${anyId})`);

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
  const rows = await statesBetween(db, { viewer: viewerId, ids });
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
  const rows = await acceptedOf(db, { ids });
  for (const row of rows) {
    for (const id of [row.requester_user_id, row.addressee_user_id]) {
      const count = counts.get(id);
      if (count !== undefined) counts.set(id, count + 1);
    }
  }
  return counts;
}
