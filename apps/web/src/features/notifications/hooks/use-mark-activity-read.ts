import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCountersStore } from '@/stores/counters';
import { MarkActivityReadMutation, MarkAllActivityReadMutation } from '../api/activity';

const markLineRead = (cache: ApolloCache, _id: string) =>
  cache.modify({
    id: cache.identify({ __typename: 'ActivityGroup', _id }),
    fields: { unread: () => false },
  });

/**
 * Marking read, one line or all: the lines turn read in the cache and the bell takes the count the
 * server answers (the `activityUpdate` that follows says the same).
 */
export function useMarkActivityRead() {
  const setActivityCount = useCountersStore((s) => s.setActivityCount);
  const [markOne] = useMutation(MarkActivityReadMutation);
  const [markAll, all] = useMutation(MarkAllActivityReadMutation);

  const markRead = (activityId: string) =>
    markOne({
      variables: { activityId },
      update: (cache, { data }) => {
        if (data === undefined || data === null) return;
        markLineRead(cache, activityId);
        setActivityCount(data.markActivityRead);
      },
    }).catch((error: unknown) => console.error('Marking activity read failed', error));

  const markAllRead = (lineIds: readonly string[]) =>
    markAll({
      update: (cache, { data }) => {
        if (data === undefined || data === null) return;
        lineIds.forEach((id) => markLineRead(cache, id));
        setActivityCount(data.markAllActivityRead);
      },
    });

  return { markRead, markAllRead, markingAll: all.loading };
}
