import type { ConnectionStatus } from '@squadup/shared';
import type { Connection, ConnectionState } from '../../graphql/generated/resolvers.js';
import type { ViewerConnectionState } from './connections.state.js';
import type { ConnectionViewRow } from './connections.repo.js';
import { iso, isoOrNull } from '../../lib/dates.js';

/** A connection row as the API's Connection; the name, photo and title are the other member's. */
export function presentConnection(row: ConnectionViewRow): Connection {
  return {
    _id: row.id,
    requester_user_id: row.requester_user_id,
    addressee_user_id: row.addressee_user_id,
    status: row.status as ConnectionStatus,
    message: row.message,
    chat_id: row.chat_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    responded_at: isoOrNull(row.responded_at),
    other_user_id: row.other_user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    photo: row.photo,
    title: row.title,
  };
}

export const presentState = (state: ViewerConnectionState): ConnectionState => ({ ...state });

/**
 * The answer to a block, without the other member's card: blocking back must not let a blocked
 * member follow the blocker's name, photo and title (after a block, each is gone for the other).
 */
export const presentBlockedConnection = (row: ConnectionViewRow): Connection => ({
  ...presentConnection(row),
  first_name: null,
  last_name: null,
  photo: null,
  title: null,
});

/** A withdrawn request: the row is gone, so the pair's status is none now. */
export const presentCancelledRequest = (row: ConnectionViewRow): Connection => ({
  ...presentConnection(row),
  status: 'none',
});
