import { skipToken, useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@squadup/shared';
import type { PeopleMode } from '../lib/people-filters';
import { LoadPeopleByFilterQuery, LoadPeopleQuery, SearchPeopleQuery } from './people-queries';

/**
 * One page of Find People from the query the mode calls for. Each page is its own watched query,
 * so a sent connection request (which updates the cached person) re-renders the card in place.
 */
export function usePeoplePage(mode: PeopleMode, page: number) {
  const limit = PAGE_SIZE.people;
  const options = { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const;
  const all = useQuery(
    LoadPeopleQuery,
    mode.kind === 'all' ? { ...options, variables: { page, limit } } : skipToken,
  );
  const filtered = useQuery(
    LoadPeopleByFilterQuery,
    mode.kind === 'filter'
      ? { ...options, variables: { filter: mode.filter, page, limit } }
      : skipToken,
  );
  const searched = useQuery(
    SearchPeopleQuery,
    mode.kind === 'search'
      ? { ...options, variables: { search: mode.search, page, limit } }
      : skipToken,
  );
  const current = mode.kind === 'all' ? all : mode.kind === 'filter' ? filtered : searched;
  const items =
    mode.kind === 'all'
      ? all.data?.loadPeople
      : mode.kind === 'filter'
        ? filtered.data?.loadPeopleByFilter
        : searched.data?.searchPeople;
  return {
    items,
    loading: current.loading,
    error: current.error,
    retry: () => void current.refetch().catch(() => undefined),
  };
}
