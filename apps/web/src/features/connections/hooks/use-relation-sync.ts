import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { refetchAfterNews } from '@/lib/refetch-after-news';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';

/**
 * Queries that show the viewer's relation to other members (Connect / Pending / Message, the
 * contacts): person cards, profile headers, applicant rows, squad members, a post's poster.
 * Named, not imported, since they belong to other features. Refetched only while on screen.
 */
const RELATION_QUERIES = [
  'ConnectionsList',
  'ProfileUser',
  'LoadPostById',
  'LoadPeople',
  'LoadPeopleByFilter',
  'SearchPeople',
  'PostApplicants',
  'LoadSquad',
];

/**
 * Any change of a pair (connectionUpdate), or of the viewer's pending requests: the requests both
 * ways too (a sent one leaves the Sent list when it is answered).
 */
const ON_CONNECTION_CHANGE = ['PendingFriendRequests', 'SentFriendRequests', ...RELATION_QUERIES];

// The server sends an exact count and a ±1 for one change; wait this long to refetch once for both.
const COALESCE_MS = 150;

/**
 * Keeps every screen that shows a connection current without a reload. The badges themselves are
 * fed by the socket (lib/realtime); this refetches the active queries behind them when a pair
 * changes (`connectionUpdate`, sent to both members: a request, an answer, a removal) or the
 * viewer's pending requests do (the spec's friendRequest* events, which a block also moves).
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
        refetchAfterNews(query).catch((error: unknown) => {
          console.error(`Refetching ${query.queryName ?? 'a query'} failed`, error);
        });
      });
    }, COALESCE_MS);
  };

  useSocketEvent('connectionUpdate', () => refetchSoon(ON_CONNECTION_CHANGE));
  useSocketEvent('friendRequestUpdate', () => refetchSoon(ON_CONNECTION_CHANGE));
  useSocketEvent('friendRequestIncrement', () => refetchSoon(ON_CONNECTION_CHANGE));
  useSocketEvent('friendRequestDecrement', () => refetchSoon(ON_CONNECTION_CHANGE));
  // Each (re)connection starts with the member's counts: a change made while there was no
  // connection (it opens after the first screen is drawn) sent an event nobody heard.
  useSocketEvent('initialCounts', () => refetchSoon(ON_CONNECTION_CHANGE));
}
