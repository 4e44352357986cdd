import { useState } from 'react';

/** Page size of the member's own lists (My Posts, Applicants, Saved Posts, My Applications). */
export const MY_LISTS_PAGE_SIZE = 20;

/**
 * "Load more" for a list the API pages (page from 1). The next page follows from how many items are
 * shown, so a list that lost an item (e.g. an unsave) asks again for the page that moved up; more
 * pages are assumed until a page comes back short. `fetchPage` loads one page into the list (a
 * `fetchMore`; the cache's paging policy, lib/apollo-cache.ts, places it) and answers how many
 * items the server sent.
 */
export function useLoadMore(
  count: number,
  fetchPage: (page: number) => Promise<number>,
  pageSize = MY_LISTS_PAGE_SIZE,
) {
  const [loading, setLoading] = useState(false);
  const [shortPage, setShortPage] = useState<number | null>(null);
  const nextPage = Math.floor(count / pageSize) + 1;
  const hasMore = count >= pageSize && (shortPage === null || nextPage < shortPage);
  const loadMore = async () => {
    setLoading(true);
    try {
      const received = await fetchPage(nextPage);
      setShortPage(received < pageSize ? nextPage : null);
    } catch (error) {
      console.error('Loading more failed', error);
    } finally {
      setLoading(false);
    }
  };
  return { hasMore, loading, loadMore };
}
