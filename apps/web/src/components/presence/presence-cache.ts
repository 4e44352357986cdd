import type { ApolloCache, Reference } from '@apollo/client';
import type { PresenceUpdatePayload } from '@squadup/shared';

/** The cache ids of the viewer's direct chat rows with member `userId` (found through the list). */
function chatRowIds(cache: ApolloCache, userId: string): string[] {
  const ids: string[] = [];
  cache.modify<Record<string, readonly Reference[]>>({
    fields: {
      // Only read: returning the list unchanged leaves it (and its watchers) untouched.
      getChatListForUser: (rows: readonly Reference[], { readField }) => {
        for (const row of rows) {
          const id = readField('other_user_id', row) === userId ? cache.identify(row) : undefined;
          if (id) ids.push(id);
        }
        return rows;
      },
    },
  });
  return ids;
}

/**
 * Every cached view of member `userId`'s presence follows a presenceUpdate (decision 0032): their
 * person card, their profile header and the viewer's chat row with them. Fields a view never
 * selected stay absent (cache.modify only changes fields that are there).
 */
export function setPresence(cache: ApolloCache, update: PresenceUpdatePayload): void {
  const { userId, online, last_seen } = update;
  const person = cache.identify({ __typename: 'Person', _id: userId });
  if (person) cache.modify({ id: person, fields: { is_online: () => online } });
  const user = cache.identify({ __typename: 'User', _id: userId });
  const chats = chatRowIds(cache, userId);
  for (const id of [user, ...chats]) {
    if (id) cache.modify({ id, fields: { is_online: () => online, last_seen: () => last_seen } });
  }
}
