// Which list Discover Projects shows. Filters and search words
// combine (docs/decisions/0031): with a filter, the search words go into the same
// filter query; search alone uses searchProjects; otherwise every open post.
import { TEXT_LIMITS, type ProjectFilterValues, type TagMatch } from '@squadup/shared';
import { filterTags } from '@/lib/tags';

export interface ProjectFilters {
  tech_stack: string[];
  /** Whether a post needs any of the tech tags (the default) or all of them. */
  tech_match: TagMatch;
  desired_roles: string[];
  /** As PROJECT_TYPES names them (Hackathon, Open Source...). */
  project_type: string[];
  /** Stored lowercase (WORK_MODES). */
  work_mode: string[];
  /** Stored lowercase (FILTER_EXPERIENCE_LEVELS). */
  experience_level: string[];
  /** An event's squads only (its page links here); null: any post. */
  event_id: string | null;
}

export const EMPTY_FILTERS: ProjectFilters = {
  tech_stack: [],
  tech_match: 'any',
  desired_roles: [],
  project_type: [],
  work_mode: [],
  experience_level: [],
  event_id: null,
};

export function activeFilterCount(filters: ProjectFilters): number {
  return (
    filters.tech_stack.length +
    filters.desired_roles.length +
    filters.project_type.length +
    filters.work_mode.length +
    filters.experience_level.length +
    (filters.event_id ? 1 : 0)
  );
}

export const hasActiveFilters = (filters: ProjectFilters): boolean =>
  activeFilterCount(filters) > 0;

export type DiscoverMode =
  | { kind: 'filter'; filter: ProjectFilterValues }
  | { kind: 'search'; search: string }
  /** `excludeRecommended`: the posts 'Recommended for you' shows above, left out of every page. */
  | { kind: 'all'; excludeRecommended?: number };

/** The list to show for the (debounced) search text and the chosen filters. */
export function discoverMode(search: string, filters: ProjectFilters): DiscoverMode {
  const text = search.trim();
  if (hasActiveFilters(filters)) {
    // With one tag or none, any and all are the same list: one variable set, one cache entry.
    const techMatch = filters.tech_stack.length > 1 ? filters.tech_match : 'any';
    // Cleaned as the shared schema cleans them (the API checks them with it), without loading the
    // schema's library on Discover's first paint (decision 0062). The values come from the
    // filter panel's choices or the address, already filtered to known ones (discover-url.ts).
    const lowercase = (values: string[]) => filterTags(values.map((v) => v.toLowerCase()));
    const filter: ProjectFilterValues = {
      tech_stack: filterTags(filters.tech_stack),
      tech_match: techMatch,
      desired_roles: filterTags(filters.desired_roles),
      project_type: filterTags(filters.project_type),
      work_mode: lowercase(filters.work_mode) as ProjectFilterValues['work_mode'],
      experience_level: lowercase(
        filters.experience_level,
      ) as ProjectFilterValues['experience_level'],
      search: text.slice(0, TEXT_LIMITS.searchMax),
      // No event: the key is left out, so the lists without it keep their variables.
      ...(filters.event_id ? { event_id: filters.event_id.toLowerCase() } : {}),
    };
    return { kind: 'filter', filter };
  }
  if (text !== '') return { kind: 'search', search: text };
  return { kind: 'all' };
}

/**
 * A stable key per list: when it changes, the results remount and start again at page 1
 * (spec: any change of search or filters resets to page 1).
 */
export function discoverKey(mode: DiscoverMode): string {
  return JSON.stringify(mode);
}
