import { useQuery } from '@apollo/client/react';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';
import { refetchAfterNews } from '@/lib/refetch-after-news';
import { GetMySquadsQuery } from '../api/my-squads';

/**
 * The squads the viewer owns or belongs to (My Squads). Refetched when a squad changes (a member
 * joined, left or was removed) and when the socket reconnects, since events may have been missed.
 */
export function useMySquads() {
  const { data, loading, error, refetch, observable } = useQuery(GetMySquadsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const refresh = () => {
    refetchAfterNews(observable).catch((cause: unknown) =>
      console.error('Refreshing My Squads failed', cause),
    );
  };
  useSocketEvent('squadUpdate', refresh);
  useSocketEvent('initialCounts', refresh); // sent on every (re)connection

  return { squads: data?.getMySquads, loading, error, refetch };
}
