// Find People's search and filters live in the address (?q=&title=&skill=), like Discover
// Projects, so Back from a profile, a reload or a shared link shows the same list.
import { TEXT_LIMITS } from '@squadup/shared';
import { addTag } from '@/lib/tags';
import type { PeopleFilters } from './people-filters';

/** Filter values are cleaned like typed input: trimmed, no blanks, no duplicates, bounded. */
const tags = (values: string[]) =>
  values.reduce<string[]>(
    (list, value) =>
      addTag(list, value, { maxItems: TEXT_LIMITS.tagsMax, itemMax: TEXT_LIMITS.shortMax }),
    [],
  );

export function peopleFiltersFromParams(params: URLSearchParams): PeopleFilters {
  return { titles: tags(params.getAll('title')), skills: tags(params.getAll('skill')) };
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
