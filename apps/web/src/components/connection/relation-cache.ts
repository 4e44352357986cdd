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
 * The cache ids of the posts by member `userId` held by a post detail (loadPostById): their
 * is_connection and chat_id are the viewer's relation to the poster.
 */
function postDetailIds(cache: ApolloCache, userId: string): string[] {
  const ids: string[] = [];
  cache.modify<Record<string, Reference>>({
    fields: {
      // Only read, as above.
      loadPostById: (post: Reference, { readField }) => {
        const id = readField('posted_by', post) === userId ? cache.identify(post) : undefined;
        if (id) ids.push(id);
        return post;
      },
    },
  });
  return ids;
}

/**
 * Every cached view of the viewer's relation to member `userId` follows a new relation: person
 * cards, profile headers, post applicant rows and the posts they posted (detail). Features call it
 * after a connection changes.
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
  for (const id of [
    ...memberIds,
    ...applicantRowIds(cache, userId),
    ...postDetailIds(cache, userId),
  ]) {
    if (id) cache.modify({ id, fields: { is_connection: () => status, chat_id: () => chatId } });
  }
}
