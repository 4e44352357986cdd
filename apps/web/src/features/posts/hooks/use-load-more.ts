import { useState } from 'react';

/** Page size of the member's own lists (My Posts, Applicants, Saved Posts, My Applications). */
export const MY_LISTS_PAGE_SIZE = 20;

/**
 * "Load more" for a list the API pages (page from 1): more pages are assumed while every page so far
 * came back full. `fetchPage` loads one page into the list and answers how many items it received.
 */
export function useLoadMore(
  count: number,
  fetchPage: (page: number) => Promise<number>,
  pageSize = MY_LISTS_PAGE_SIZE,
) {
  const [loading, setLoading] = useState(false);
  const [exhaustedAt, setExhaustedAt] = useState<number | null>(null);
  const hasMore = count > 0 && count % pageSize === 0 && exhaustedAt !== count;
  const loadMore = async () => {
    setLoading(true);
    try {
      const received = await fetchPage(count / pageSize + 1);
      if (received < pageSize) setExhaustedAt(count + received);
    } catch (error) {
      console.error('Loading more failed', error);
    } finally {
      setLoading(false);
    }
  };
  return { hasMore, loading, loadMore };
}

/** `current` followed by the items of `next` it does not hold yet (pages can shift meanwhile). */
export function appendNew<T>(
  current: readonly T[],
  next: readonly T[],
  key: (item: T) => string,
): T[] {
  const seen = new Set(current.map(key));
  return [...current, ...next.filter((item) => !seen.has(key(item)))];
}
