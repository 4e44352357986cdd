import { PAGE_SIZE } from '@squadup/shared';
import { defineModeQueries, useModePage } from '@/lib/hooks/use-mode-page';
import type { PeopleMode } from '../lib/people-filters';
import { LoadPeopleByFilterQuery, LoadPeopleQuery, SearchPeopleQuery } from './people-queries';

const queries = defineModeQueries({
  all: { document: LoadPeopleQuery, items: (data) => data.loadPeople },
  filter: { document: LoadPeopleByFilterQuery, items: (data) => data.loadPeopleByFilter },
  search: { document: SearchPeopleQuery, items: (data) => data.searchPeople },
});

/**
 * One page of Find People from the query the mode calls for. Each page is its own watched query,
 * so a sent connection request (which updates the cached person) re-renders the card in place.
 */
export function usePeoplePage(mode: PeopleMode, page: number) {
  return useModePage(mode, page, PAGE_SIZE.people, queries);
}
