import { skipToken, useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@squadup/shared';
import type { DiscoverMode } from '../lib/discover';
import { LoadPostByFilterQuery, LoadPostsQuery, SearchProjectsQuery } from './post-queries';

/**
 * One page of Discover Projects from the query the mode calls for. Each page is its own watched
 * query, so saving or applying (which update the cache) re-render the cards in place.
 */
export function useProjectsPage(mode: DiscoverMode, page: number) {
  const limit = PAGE_SIZE.projects;
  const options = { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const;
  const all = useQuery(
    LoadPostsQuery,
    mode.kind === 'all' ? { ...options, variables: { page, limit } } : skipToken,
  );
  const filtered = useQuery(
    LoadPostByFilterQuery,
    mode.kind === 'filter'
      ? { ...options, variables: { filter: mode.filter, page, limit } }
      : skipToken,
  );
  const searched = useQuery(
    SearchProjectsQuery,
    mode.kind === 'search'
      ? { ...options, variables: { search: mode.search, page, limit } }
      : skipToken,
  );
  const current = mode.kind === 'all' ? all : mode.kind === 'filter' ? filtered : searched;
  const items =
    mode.kind === 'all'
      ? all.data?.loadPosts
      : mode.kind === 'filter'
        ? filtered.data?.loadPostByFilter
        : searched.data?.searchProjects;
  return {
    items,
    loading: current.loading,
    error: current.error,
    retry: () => void current.refetch().catch(() => undefined),
  };
}
