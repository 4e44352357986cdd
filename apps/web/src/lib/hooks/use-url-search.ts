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

  useOnSettledChange(settledSearch, (text) => {
    if (text.trim() === urlSearch.trim()) return;
    setParams(paramsFor(text, filters), { replace: true });
  });

  const setFilters = (next: F) => setParams(paramsFor(settledSearch, next), { replace: true });
  return { filters, setFilters, search, setSearch, urlSearch };
}
