import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
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

type Types = string[];
const typeUrl: SearchUrl<Types> = {
  filtersFrom: (params) => params.getAll('type'),
  searchFrom: () => '',
  paramsFor: (_search, types) => new URLSearchParams(types.map((t) => ['type', t])),
};

function TypeFilter() {
  const { filters, setFilters } = useUrlSearch(typeUrl);
  const toggle = (type: string) =>
    setFilters(filters.includes(type) ? filters.filter((t) => t !== type) : [...filters, type]);
  return (
    <>
      {['Hackathon', 'Startup'].map((type) => (
        <button key={type} aria-pressed={filters.includes(type)} onClick={() => toggle(type)}>
          {type}
        </button>
      ))}
    </>
  );
}

it('a second click before the address has caught up builds on the first', async () => {
  const router = createMemoryRouter([{ path: '/projects', element: <TypeFilter /> }], {
    initialEntries: ['/projects?type=Hackathon'],
  });
  render(<RouterProvider router={router} />);
  // As in a browser: the router renders a new address in a transition, which a second click may
  // come before. Only microtasks run between the two clicks here.
  const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    screen.getByRole('button', { name: 'Hackathon' }).click();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    screen.getByRole('button', { name: 'Startup' }).click();
  } finally {
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  await waitFor(() => expect(router.state.location.search).toBe('?type=Startup'));
  expect(screen.getByRole('button', { name: 'Hackathon' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
