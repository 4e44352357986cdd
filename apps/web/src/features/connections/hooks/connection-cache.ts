import type { ApolloCache, Reference } from '@apollo/client';
import type { ConnectionStatus } from '@squadup/shared';

/** Takes the connection `connectionId` out of every cached list held in the root field `fieldName`. */
export function dropFromList(
  cache: ApolloCache,
  fieldName: 'loadPendingFriendRequests' | 'loadConnectionsList',
  connectionId: string,
): void {
  cache.modify<Record<string, readonly Reference[]>>({
    fields: {
      [fieldName]: (existing: readonly Reference[], { readField }) =>
        existing.filter((ref) => readField('_id', ref) !== connectionId),
    },
  });
}

/** Every cached view of member `userId` (person card, profile header) follows a new relation. */
export function setRelation(
  cache: ApolloCache,
  userId: string,
  status: ConnectionStatus,
  chatId: string | null,
): void {
  for (const __typename of ['Person', 'User'] as const) {
    const id = cache.identify({ __typename, _id: userId });
    if (!id) continue;
    cache.modify({ id, fields: { is_connection: () => status, chat_id: () => chatId } });
  }
}
