import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUrlSearch, type SearchUrl } from './use-url-search';

const url: SearchUrl<null> = {
  filtersFrom: () => null,
  searchFrom: (params) => params.get('q') ?? '',
  paramsFor: (search) => new URLSearchParams(search ? { q: search } : {}),
};

function useSearchAndLocation() {
  return { ...useUrlSearch(url), location: useLocation() };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/projects']}>{children}</MemoryRouter>
);

describe('useUrlSearch', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('writes the settled search text into the address', () => {
    vi.useFakeTimers();
    const { result } = renderHook(useSearchAndLocation, { wrapper });
    act(() => result.current.setSearch('rover'));
    act(() => void vi.advanceTimersByTime(400));
    expect(result.current.location.search).toBe('?q=rover');
    expect(result.current.urlSearch).toBe('rover');
  });

  it('drops the text when the browser has moved on before it settled', () => {
    vi.useFakeTimers();
    const { result } = renderHook(useSearchAndLocation, { wrapper });
    act(() => result.current.setSearch('rover'));
    // A click on a card: the browser's address changes while this screen is still mounted.
    window.history.pushState(null, '', '/post/1');
    act(() => void vi.advanceTimersByTime(400));
    expect(result.current.location.search).toBe('');
  });
});
