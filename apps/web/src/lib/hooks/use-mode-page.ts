import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';

/**
 * What a searchable list shows: the chosen filters, the search text, or everything (less the
 * first `excludeRecommended` recommendations, which the screen shows above the list, when the
 * list's query takes them).
 */
export type ListMode<TFilter> =
  | { kind: 'filter'; filter: TFilter }
  | { kind: 'search'; search: string }
  | { kind: 'all'; excludeRecommended?: number };

interface Paging {
  page: number;
  limit: number;
}

/** One of a list's queries and where its items sit in the response. */
interface PagedQuery<TData, TVariables, TItem> {
  document: TypedDocumentNode<TData, TVariables>;
  items: (data: TData) => readonly TItem[];
}

export interface ModeQueries<TFilter, TItem, TAll, TFiltered, TSearched> {
  all: PagedQuery<TAll, Paging, TItem>;
  filter: PagedQuery<TFiltered, Paging & { filter: TFilter }, TItem>;
  search: PagedQuery<TSearched, Paging & { search: string }, TItem>;
}

/** Names a list's three queries once; the identity keeps their types for `useModePage`. */
export function defineModeQueries<TFilter, TItem, TAll, TFiltered, TSearched>(
  queries: ModeQueries<TFilter, TItem, TAll, TFiltered, TSearched>,
) {
  return queries;
}

const options = { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } as const;

// The documents are checked against their variables above; the hook sees plain variables.
const plain = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>) =>
  document as unknown as TypedDocumentNode<TData, OperationVariables>;

/**
 * One page of a searchable list from the query the mode calls for. Each page is its own watched
 * query, so a mutation that updates a cached item re-renders its card in place.
 */
export function useModePage<TFilter, TItem, TAll, TFiltered, TSearched>(
  mode: ListMode<TFilter>,
  page: number,
  limit: number,
  queries: ModeQueries<TFilter, TItem, TAll, TFiltered, TSearched>,
) {
  const all = useQuery(
    plain(queries.all.document),
    mode.kind === 'all'
      ? {
          ...options,
          variables: {
            page,
            limit,
            ...(mode.excludeRecommended && { excludeRecommended: mode.excludeRecommended }),
          },
        }
      : skipToken,
  );
  const filtered = useQuery(
    plain(queries.filter.document),
    mode.kind === 'filter'
      ? { ...options, variables: { filter: mode.filter, page, limit } }
      : skipToken,
  );
  const searched = useQuery(
    plain(queries.search.document),
    mode.kind === 'search'
      ? { ...options, variables: { search: mode.search, page, limit } }
      : skipToken,
  );
  const current = mode.kind === 'all' ? all : mode.kind === 'filter' ? filtered : searched;
  let items: readonly TItem[] | undefined;
  if (mode.kind === 'all') items = all.data && queries.all.items(all.data);
  else if (mode.kind === 'filter') items = filtered.data && queries.filter.items(filtered.data);
  else items = searched.data && queries.search.items(searched.data);
  return {
    items,
    loading: current.loading,
    error: current.error,
    retry: () => void current.refetch().catch(() => undefined),
  };
}
