// Which list Discover Projects shows (spec point 4, "Infinite scroll"): filters take precedence
// over search; search applies only when there is text and no filter; otherwise every open post.
import { projectFilterSchema, type ProjectFilterValues } from '@squadup/shared';

export interface ProjectFilters {
  tech_stack: string[];
  desired_roles: string[];
  /** Stored lowercase (WORK_MODES). */
  work_mode: string[];
  /** Stored lowercase (FILTER_EXPERIENCE_LEVELS). */
  experience_level: string[];
}

export const EMPTY_FILTERS: ProjectFilters = {
  tech_stack: [],
  desired_roles: [],
  work_mode: [],
  experience_level: [],
};

export function activeFilterCount(filters: ProjectFilters): number {
  return (
    filters.tech_stack.length +
    filters.desired_roles.length +
    filters.work_mode.length +
    filters.experience_level.length
  );
}

export const hasActiveFilters = (filters: ProjectFilters): boolean =>
  activeFilterCount(filters) > 0;

export type DiscoverMode =
  | { kind: 'filter'; filter: ProjectFilterValues }
  | { kind: 'search'; search: string }
  | { kind: 'all' };

/** The list to show for the (debounced) search text and the chosen filters. */
export function discoverMode(search: string, filters: ProjectFilters): DiscoverMode {
  if (hasActiveFilters(filters)) {
    return { kind: 'filter', filter: projectFilterSchema.parse({ ...filters, project_type: [] }) };
  }
  const text = search.trim();
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
