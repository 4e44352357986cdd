// The event form (creating and editing): its state as typed, and the shared eventFormSchema over it
// (the one the API parses createEvent and updateEvent with), plus the one rule the schema cannot
// judge: a deadline ahead, unless an edit keeps the stored one.
import {
  deadlineAhead,
  EVENT_LIMITS,
  eventFormSchema,
  REGISTRATION_CLOSED_MESSAGE,
  type EventFormValues,
} from '@squadup/shared';
import type { EventInput } from '@/gql/graphql';
import { endOfLocalDay, localDay } from '@/lib/calendar-dates';
import { judgedOverState, numberOrNull, type FieldIssue } from './form-state';

export interface EventFormState {
  name: string;
  description: string;
  /** YYYY-MM-DD, as <input type=date> gives it ('' for none). */
  starts_on: string;
  ends_on: string;
  /** The last day to register (YYYY-MM-DD); sent as the end of that day, local time. */
  register_by: string;
  /** The number boxes' text. */
  min_team_size: string;
  max_team_size: string;
  roles: string[];
  time_zone_window_hours: string;
}

export const EVENT_FORM_FIELDS = [
  'name',
  'description',
  'starts_on',
  'ends_on',
  'register_by',
  'min_team_size',
  'max_team_size',
  'roles',
  'time_zone_window_hours',
] as const satisfies readonly (keyof EventFormState)[];

export const EMPTY_EVENT_FORM: EventFormState = {
  name: '',
  description: '',
  starts_on: '',
  ends_on: '',
  register_by: '',
  min_team_size: '3',
  max_team_size: '5',
  roles: [],
  time_zone_window_hours: String(EVENT_LIMITS.windowHoursDefault),
};

/** An edit's stored deadline: the day the form shows, and the moment itself. */
export interface KeptDeadline {
  day: string;
  instant: string;
}

/**
 * The moment registration closes for a chosen day: the end of that day where the organiser lives,
 * as ISO text ("register by 1 March" means until that day is over), or the stored moment when an
 * edit keeps its day. A text that names no day goes on as it is, for the schema's message; an
 * empty one is null.
 */
export function registerByInstant(day: string, kept?: KeptDeadline): string | null {
  if (day.trim() === '') return null;
  if (kept && day === kept.day) return kept.instant;
  return endOfLocalDay(day) ?? day;
}

const toSchemaInput = (state: EventFormState, kept?: KeptDeadline) => ({
  name: state.name,
  description: state.description,
  starts_on: state.starts_on,
  ends_on: state.ends_on,
  register_by: registerByInstant(state.register_by, kept),
  // NaN for an empty box: the schema says the size must be a number.
  min_team_size: numberOrNull(state.min_team_size) ?? Number.NaN,
  max_team_size: numberOrNull(state.max_team_size) ?? Number.NaN,
  roles: state.roles,
  time_zone_window_hours: numberOrNull(state.time_zone_window_hours),
});

/**
 * The server refuses a deadline that has passed (unless an edit keeps the stored one); saying so
 * before sending spares a round trip.
 */
function deadlineIssue(state: EventFormState, now: Date, kept?: KeptDeadline): FieldIssue[] {
  if (kept && state.register_by === kept.day) return [];
  const deadline = endOfLocalDay(state.register_by);
  return deadline && !deadlineAhead(deadline, now)
    ? [{ message: REGISTRATION_CLOSED_MESSAGE, path: ['register_by'] }]
    : [];
}

/** eventFormSchema over the form's state, for an edit keeping `kept`; its output is the schema's. */
export const eventFormStateSchemaFor = (kept?: KeptDeadline) =>
  judgedOverState(
    eventFormSchema,
    (state: EventFormState) => toSchemaInput(state, kept),
    (state) => deadlineIssue(state, new Date(), kept),
  );

/** The form for creating an event. */
export const eventFormStateSchema = eventFormStateSchemaFor();

/** A stored deadline as an edit keeps it: the day it falls on here, and the moment. */
export const localDeadline = (instant: string): KeptDeadline => ({
  day: localDay(instant),
  instant,
});

/** An event's stored values as the edit form starts from them. */
export function eventFormStateOf(event: {
  name: string;
  description: string;
  starts_on: string;
  ends_on: string;
  register_by: string;
  min_team_size: number;
  max_team_size: number;
  roles: readonly string[];
  time_zone_window_hours: number;
}): EventFormState {
  return {
    name: event.name,
    description: event.description,
    starts_on: event.starts_on,
    ends_on: event.ends_on,
    register_by: localDay(event.register_by),
    min_team_size: String(event.min_team_size),
    max_team_size: String(event.max_team_size),
    roles: [...event.roles],
    time_zone_window_hours: String(event.time_zone_window_hours),
  };
}

/** The EventInput createEvent and updateEvent take, from the schema's output. */
export function toEventInput(values: EventFormValues): EventInput {
  return {
    name: values.name,
    description: values.description,
    // The schema refused a missing date; its output type still allows null.
    starts_on: values.starts_on ?? '',
    ends_on: values.ends_on ?? '',
    register_by: values.register_by ?? '',
    min_team_size: values.min_team_size,
    max_team_size: values.max_team_size,
    roles: values.roles,
    time_zone_window_hours: values.time_zone_window_hours,
  };
}
