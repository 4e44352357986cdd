// Find People's search and filters live in the address (?q=&title=&skill=), like Discover
// Projects, so Back from a profile, a reload or a shared link shows the same list.
import { TEXT_LIMITS } from '@squadup/shared';
import { filterTags } from '@/lib/tags';
import type { PeopleFilters } from './people-filters';

export function peopleFiltersFromParams(params: URLSearchParams): PeopleFilters {
  return { titles: filterTags(params.getAll('title')), skills: filterTags(params.getAll('skill')) };
}

export const peopleSearchFromParams = (params: URLSearchParams): string =>
  (params.get('q') ?? '').slice(0, TEXT_LIMITS.searchMax);

export function peopleParamsFor(search: string, filters: PeopleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('q', search.trim());
  for (const title of filters.titles) params.append('title', title);
  for (const skill of filters.skills) params.append('skill', skill);
  return params;
}
