import type { User } from '../../db/schema/index.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { User as UserView } from '../../graphql/generated/resolvers.js';
import { iso, isoOrNull } from '../../lib/dates.js';
import { NO_CONNECTION, type ViewerConnectionState } from '../connections/index.js';
import { usersPolicy } from './users.policy.js';

/**
 * A member's profile header as the viewer sees it: the connection state and chat from the
 * viewer's side, the accepted-connections count, and the e-mail address only for the member
 * themself and accepted connections ('' otherwise).
 */
export function presentUser(
  user: User,
  viewer: ViewerRef,
  connection: ViewerConnectionState = NO_CONNECTION,
  connectionsCount = 0,
): UserView {
  const seeEmail = { id: user.id, connection: connection.status };
  return {
    _id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: usersPolicy.can(viewer, 'seeEmail', seeEmail) ? user.email : '',
    photo: user.photo,
    title: user.title,
    bio: user.bio,
    location_id: user.location_id,
    is_connection: user.id === viewer.id ? 'none' : connection.status,
    chat_id: connection.chat_id,
    connections_count: connectionsCount,
    links: user.links,
    is_online: user.is_online,
    last_seen: isoOrNull(user.last_seen),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
  };
}
