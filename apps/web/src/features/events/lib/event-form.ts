// The create-event form: its state as typed, and the shared eventFormSchema over it (the one the
// API parses createEvent with), plus the one rule the schema cannot judge: a deadline ahead.
import {
  deadlineAhead,
  EVENT_LIMITS,
  eventFormSchema,
  REGISTRATION_CLOSED_MESSAGE,
  type EventFormValues,
} from '@squadup/shared';
import type { EventInput } from '@/gql/graphql';
import { endOfLocalDay } from '@/lib/calendar-dates';
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

/**
 * The moment registration closes for a chosen day: the end of that day where the organiser lives,
 * as ISO text ("register by 1 March" means until that day is over). A text that names no day goes
 * on as it is, for the schema's message; an empty one is null.
 */
export function registerByInstant(day: string): string | null {
  if (day.trim() === '') return null;
  return endOfLocalDay(day) ?? day;
}

const toSchemaInput = (state: EventFormState) => ({
  name: state.name,
  description: state.description,
  starts_on: state.starts_on,
  ends_on: state.ends_on,
  register_by: registerByInstant(state.register_by),
  // NaN for an empty box: the schema says the size must be a number.
  min_team_size: numberOrNull(state.min_team_size) ?? Number.NaN,
  max_team_size: numberOrNull(state.max_team_size) ?? Number.NaN,
  roles: state.roles,
  time_zone_window_hours: numberOrNull(state.time_zone_window_hours),
});

/** The server refuses a deadline that has passed; saying so before sending spares a round trip. */
function deadlineIssue(state: EventFormState, now: Date): FieldIssue[] {
  const deadline = endOfLocalDay(state.register_by);
  return deadline && !deadlineAhead(deadline, now)
    ? [{ message: REGISTRATION_CLOSED_MESSAGE, path: ['register_by'] }]
    : [];
}

/** eventFormSchema over the form's state; its output is the schema's. */
export const eventFormStateSchema = judgedOverState(eventFormSchema, toSchemaInput, (state) =>
  deadlineIssue(state, new Date()),
);

/** The EventInput createEvent takes, from the schema's output. */
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
