import type { Database } from '../../db/client.js';
import type { User } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { User as UserView } from '../../graphql/generated/resolvers.js';
import * as repo from './users.repo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const memberNotFound = () => notFound('Member not found.');

/**
 * A member's profile header. Minimal for now (the people issue adds connections, chat and
 * counts): the e-mail address is shown only to the member themself (others get ''), and the
 * connection fields are their "not connected" values.
 */
export function presentUser(user: User, viewer: ViewerRef): UserView {
  const self = user.id === viewer.id;
  return {
    _id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: self ? user.email : '',
    photo: user.photo,
    title: user.title,
    bio: user.bio,
    location_id: user.location_id,
    is_connection: 'none',
    chat_id: null,
    connections_count: 0,
    links: user.links,
    is_online: user.is_online,
    last_seen: user.last_seen?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
}

/** loadUserById: `userId` omitted means the viewer's own profile; an unknown id is NOT_FOUND. */
export async function loadUserById(
  db: Database,
  viewer: ViewerRef,
  userId: string | null | undefined,
): Promise<UserView> {
  const id = userId ?? viewer.id;
  if (!UUID.test(id)) throw memberNotFound();
  const user = await repo.findUserById(db, id);
  if (!user) throw memberNotFound();
  return presentUser(user, viewer);
}
