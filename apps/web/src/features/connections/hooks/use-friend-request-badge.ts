import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';

/** Queries that show pending requests or connection state; refetched only while on screen. */
export const FRIEND_REQUEST_QUERIES = ['PendingFriendRequests', 'ConnectionsList', 'ProfileUser'];

// The server sends an exact count and a ±1 for one change; wait this long to refetch once for both.
const COALESCE_MS = 150;

/**
 * The badge itself is fed by the socket (lib/realtime: initialCounts and friendRequest* events).
 * This keeps the screens behind it current: when requests change live, the active queries listed
 * above are refetched, so Notifications shows the new request without a reload.
 */
export function useFriendRequestBadge(): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refetchSoon = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const active = [...client.getObservableQueries('active')].filter(
        (query) => query.queryName && FRIEND_REQUEST_QUERIES.includes(query.queryName),
      );
      active.forEach((query) => {
        query.refetch().catch((error: unknown) => {
          console.error(`Refetching ${query.queryName ?? 'a query'} failed`, error);
        });
      });
    }, COALESCE_MS);
  };

  useSocketEvent('friendRequestUpdate', refetchSoon);
  useSocketEvent('friendRequestIncrement', refetchSoon);
  useSocketEvent('friendRequestDecrement', refetchSoon);
}
