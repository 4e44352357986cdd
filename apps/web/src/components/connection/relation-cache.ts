import type { ApolloCache, Reference } from '@apollo/client';
import type { ConnectionStatus } from '@squadup/shared';

/**
 * The cache ids of the post applicant rows for member `userId`, in every cached applicants list
 * (one per post and page). Rows are Application entries, not the member, so they are found through
 * the lists that hold them.
 */
function applicantRowIds(cache: ApolloCache, userId: string): string[] {
  const ids: string[] = [];
  cache.modify<Record<string, readonly Reference[]>>({
    fields: {
      // Only read: returning the list unchanged leaves it (and its watchers) untouched.
      loadApplicationsByPostId: (rows: readonly Reference[], { readField }) => {
        for (const row of rows) {
          const id = readField('applicant_id', row) === userId ? cache.identify(row) : undefined;
          if (id) ids.push(id);
        }
        return rows;
      },
    },
  });
  return ids;
}

/**
 * Every cached view of the viewer's relation to member `userId` follows a new relation: person
 * cards, profile headers and post applicant rows. Features call it after a connection changes.
 */
export function setRelation(
  cache: ApolloCache,
  userId: string,
  status: ConnectionStatus,
  chatId: string | null,
): void {
  const memberIds = (['Person', 'User'] as const).map((__typename) =>
    cache.identify({ __typename, _id: userId }),
  );
  for (const id of [...memberIds, ...applicantRowIds(cache, userId)]) {
    if (id) cache.modify({ id, fields: { is_connection: () => status, chat_id: () => chatId } });
  }
}
