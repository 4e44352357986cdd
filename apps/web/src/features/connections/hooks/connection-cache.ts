import type { ApolloCache, Reference } from '@apollo/client';

/** Takes the connection `connectionId` out of every cached list held in the root field `fieldName`. */
export function dropFromList(
  cache: ApolloCache,
  fieldName: 'loadPendingFriendRequests' | 'loadSentFriendRequests' | 'loadConnectionsList',
  connectionId: string,
): void {
  cache.modify<Record<string, readonly Reference[]>>({
    fields: {
      [fieldName]: (existing: readonly Reference[], { readField }) =>
        existing.filter((ref) => readField('_id', ref) !== connectionId),
    },
  });
}
