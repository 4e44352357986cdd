// Discover's search and filters live in the address (?q=&tech=&match=&role=&type=&mode=&level=
// &event=), so
// Back from a post, a reload or a shared link shows the same list. Values are cleaned like typed
// input.
import {
  FILTER_EXPERIENCE_LEVELS,
  isOneOf,
  PROJECT_TYPES,
  TEXT_LIMITS,
  WORK_MODES,
} from '@squadup/shared';
import { filterTags } from '@/lib/tags';
import type { ProjectFilters } from './discover';

const KEYS = {
  tech_stack: 'tech',
  desired_roles: 'role',
  project_type: 'type',
  work_mode: 'mode',
  experience_level: 'level',
} as const;

/** ?match=all: tech tags must all be on a post; absent (any) is the default. */
const MATCH_KEY = 'match';
/** ?event=<id>: the squads of one event (its page links here). */
const EVENT_KEY = 'event';
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function filtersFromParams(params: URLSearchParams): ProjectFilters {
  const choices = (key: string, allowed: readonly string[]) =>
    filterTags(params.getAll(key).map((v) => v.toLowerCase())).filter((v) => isOneOf(allowed, v));
  return {
    tech_stack: filterTags(params.getAll(KEYS.tech_stack)),
    tech_match: params.get(MATCH_KEY) === 'all' ? 'all' : 'any',
    desired_roles: filterTags(params.getAll(KEYS.desired_roles)),
    project_type: projectTypes(params.getAll(KEYS.project_type)),
    work_mode: choices(KEYS.work_mode, WORK_MODES),
    experience_level: choices(KEYS.experience_level, FILTER_EXPERIENCE_LEVELS),
    event_id: eventId(params.get(EVENT_KEY)),
  };
}

/** The event named, when it is an event id (anything else is dropped, like an unknown type). */
const eventId = (value: string | null): string | null =>
  value && EVENT_ID.test(value) ? value.toLowerCase() : null;

/** The project types named, spelled as PROJECT_TYPES spells them (?type=open%20source too). */
function projectTypes(values: string[]): string[] {
  const named = filterTags(values).map((value) =>
    PROJECT_TYPES.find((type) => type.toLowerCase() === value.toLowerCase()),
  );
  return named.filter((type): type is (typeof PROJECT_TYPES)[number] => type !== undefined);
}

export const searchFromParams = (params: URLSearchParams): string =>
  (params.get('q') ?? '').slice(0, TEXT_LIMITS.searchMax);

export function paramsFor(search: string, filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('q', search.trim());
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    for (const value of filters[field]) params.append(key, value);
    if (field === 'tech_stack' && filters.tech_match === 'all') params.set(MATCH_KEY, 'all');
  }
  if (filters.event_id) params.set(EVENT_KEY, filters.event_id);
  return params;
}
