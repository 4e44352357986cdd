// Which list Find People shows: filters take precedence over
// search; search applies only when there is text and no filter; otherwise every member.
import type { PeopleFilterInput } from '@/gql/graphql';

export interface PeopleFilters {
  titles: string[];
  skills: string[];
}

export const EMPTY_PEOPLE_FILTERS: PeopleFilters = { titles: [], skills: [] };

export const activePeopleFilterCount = (filters: PeopleFilters): number =>
  filters.titles.length + filters.skills.length;

export type PeopleMode =
  | { kind: 'filter'; filter: PeopleFilterInput }
  | { kind: 'search'; search: string }
  | { kind: 'all' };

/**
 * The people filter input: the skills list and a single title, the first chosen.
 * Keys with nothing chosen are left out.
 */
export function peopleFilterInput({ titles, skills }: PeopleFilters): PeopleFilterInput {
  const input: PeopleFilterInput = {};
  if (skills.length > 0) input.skills = skills;
  if (titles[0] !== undefined) input.title = titles[0];
  return input;
}

/** The list to show for the (debounced) search text and the chosen filters. */
export function peopleMode(search: string, filters: PeopleFilters): PeopleMode {
  if (activePeopleFilterCount(filters) > 0) {
    return { kind: 'filter', filter: peopleFilterInput(filters) };
  }
  const text = search.trim();
  return text !== '' ? { kind: 'search', search: text } : { kind: 'all' };
}

/** Changes whenever the list must start again at page 1 (used as the results' React key). */
export const peopleModeKey = (mode: PeopleMode): string => JSON.stringify(mode);
