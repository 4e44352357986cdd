import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';

/**
 * Queries that show the viewer's relation to other members (Connect / Pending / Message, the
 * contacts): person cards, profile headers, applicant rows, squad members. Named, not imported,
 * since they belong to other features. Refetched only while on screen.
 */
const RELATION_QUERIES = [
  'ConnectionsList',
  'ProfileUser',
  'LoadPeople',
  'LoadPeopleByFilter',
  'SearchPeople',
  'PostApplicants',
  'LoadSquad',
];

/** A request sent to the viewer, or withdrawn: the pending list and every view of that member. */
const ON_REQUEST_CHANGE = ['PendingFriendRequests', ...RELATION_QUERIES];

/**
 * An accepted request reaches its requester only as an activity item (`activityUpdate`). The
 * activity feature already refetches applicants and squads on it, so only the rest are listed.
 */
const ON_ACTIVITY = RELATION_QUERIES.filter(
  (name) => !['PostApplicants', 'LoadSquad'].includes(name),
);

// The server sends an exact count and a ±1 for one change; wait this long to refetch once for both.
const COALESCE_MS = 150;

/**
 * Keeps every screen that shows a connection current without a reload. The badges themselves are
 * fed by the socket (lib/realtime); this refetches the active queries behind them when requests
 * change (friendRequest* events: the addressee) or activity arrives (the requester, accepted).
 * A decline or a removed connection sends the other member no event: their screens catch up on
 * their next load or focus.
 */
export function useRelationSync(): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(new Set<string>());

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refetchSoon = (names: readonly string[]) => {
    names.forEach((name) => pending.current.add(name));
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const wanted = pending.current;
      pending.current = new Set();
      const active = [...client.getObservableQueries('active')].filter(
        (query) => query.queryName && wanted.has(query.queryName),
      );
      active.forEach((query) => {
        query.refetch().catch((error: unknown) => {
          console.error(`Refetching ${query.queryName ?? 'a query'} failed`, error);
        });
      });
    }, COALESCE_MS);
  };

  useSocketEvent('friendRequestUpdate', () => refetchSoon(ON_REQUEST_CHANGE));
  useSocketEvent('friendRequestIncrement', () => refetchSoon(ON_REQUEST_CHANGE));
  useSocketEvent('friendRequestDecrement', () => refetchSoon(ON_REQUEST_CHANGE));
  useSocketEvent('activityUpdate', () => refetchSoon(ON_ACTIVITY));
}
