import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedSearch } from './use-debounced-search';
import { useOnSettledChange } from './use-on-settled-change';

/** How a list screen reads its filters and search text from the address, and writes them back. */
export interface SearchUrl<F> {
  filtersFrom: (params: URLSearchParams) => F;
  searchFrom: (params: URLSearchParams) => string;
  paramsFor: (search: string, filters: F) => URLSearchParams;
}

/**
 * The search box text and the filters of a list screen, kept in the address: filters at once,
 * the search text once it settles (replacing the entry: no history per keystroke).
 * `urlSearch` is the search text the list should use.
 */
export function useUrlSearch<F>({ filtersFrom, searchFrom, paramsFor }: SearchUrl<F>) {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const filters = useMemo(
    () => filtersFrom(new URLSearchParams(paramsKey)),
    [filtersFrom, paramsKey],
  );
  const urlSearch = searchFrom(params);
  const [search, setSearch] = useState(urlSearch);
  const settledSearch = useDebouncedSearch(search);

  // The browser's path when this screen mounted. Right after a click away, React keeps the screen
  // mounted while the next one's code loads, and the router already points at the next address:
  // a search written then would land on that page (/post/{id}?q=…). The member has left, so the
  // text is dropped instead.
  const [mountedAt] = useState(() => window.location.pathname);
  useOnSettledChange(settledSearch, (text) => {
    if (text.trim() === urlSearch.trim()) return;
    if (window.location.pathname !== mountedAt) return;
    setParams(paramsFor(text, filters), { replace: true });
  });

  // A filter click renders its address at once (the router would otherwise render it in a
  // transition): a second click that came before that render would build on the filters the first
  // one changed, and undo it.
  const setFilters = (next: F) =>
    setParams(paramsFor(settledSearch, next), { replace: true, flushSync: true });
  return { filters, setFilters, search, setSearch, urlSearch };
}
