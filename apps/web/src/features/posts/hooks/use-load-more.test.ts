import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appendNew, useLoadMore } from './use-load-more';

describe('appendNew', () => {
  it('keeps the current items and adds only the new ones, in order', () => {
    const key = (item: { id: string }) => item.id;
    expect(appendNew([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }], key)).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ]);
  });
});

describe('useLoadMore', () => {
  it('offers more only while every page so far came back full', () => {
    const fetchPage = vi.fn(() => Promise.resolve(0));
    expect(renderHook(() => useLoadMore(0, fetchPage, 2)).result.current.hasMore).toBe(false);
    expect(renderHook(() => useLoadMore(3, fetchPage, 2)).result.current.hasMore).toBe(false);
    expect(renderHook(() => useLoadMore(4, fetchPage, 2)).result.current.hasMore).toBe(true);
  });

  it('asks for the next page, and stops when a page comes back short', async () => {
    const fetchPage = vi.fn(() => Promise.resolve(0));
    const { result } = renderHook(() => useLoadMore(4, fetchPage, 2));
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledWith(3);
    expect(result.current.hasMore).toBe(false);
  });
});
