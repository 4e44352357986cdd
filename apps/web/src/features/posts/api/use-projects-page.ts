import { PAGE_SIZE } from '@squadup/shared';
import { defineModeQueries, useModePage } from '@/lib/hooks/use-mode-page';
import type { DiscoverMode } from '../lib/discover';
import { LoadPostsQuery } from './discover-first-screen';
import { LoadPostByFilterQuery, SearchProjectsQuery } from './post-queries';

const queries = defineModeQueries({
  all: { document: LoadPostsQuery, items: (data) => data.loadPosts },
  filter: { document: LoadPostByFilterQuery, items: (data) => data.loadPostByFilter },
  search: { document: SearchProjectsQuery, items: (data) => data.searchProjects },
});

/**
 * One page of Discover Projects from the query the mode calls for. Each page is its own watched
 * query, so saving or applying (which update the cache) re-render the cards in place.
 */
export function useProjectsPage(mode: DiscoverMode, page: number) {
  return useModePage(mode, page, PAGE_SIZE.projects, queries);
}
