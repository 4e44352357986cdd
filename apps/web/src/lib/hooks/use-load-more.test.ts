import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadMore } from './use-load-more';

describe('useLoadMore', () => {
  const fetchPage = () => vi.fn((_page: number) => Promise.resolve(0));

  it('offers more once the first page came back full', () => {
    expect(renderHook(() => useLoadMore(0, fetchPage(), 2)).result.current.hasMore).toBe(false);
    expect(renderHook(() => useLoadMore(1, fetchPage(), 2)).result.current.hasMore).toBe(false);
    expect(renderHook(() => useLoadMore(2, fetchPage(), 2)).result.current.hasMore).toBe(true);
  });

  it('asks for the page after the items shown, and stops when a page comes back short', async () => {
    const fetch = fetchPage();
    const { result } = renderHook(() => useLoadMore(4, fetch, 2));
    await act(() => result.current.loadMore());
    expect(fetch).toHaveBeenCalledWith(3);
    expect(result.current.hasMore).toBe(false);
  });

  it('after an item left the list, asks again for the page that moved up', async () => {
    const fetch = vi.fn((_page: number) => Promise.resolve(2));
    const { result, rerender } = renderHook(({ count }) => useLoadMore(count, fetch, 2), {
      initialProps: { count: 4 },
    });
    rerender({ count: 3 });
    await act(() => result.current.loadMore());
    expect(fetch).toHaveBeenCalledWith(2);
    rerender({ count: 4 });
    expect(result.current.hasMore).toBe(true);
  });
});
