// Registering for an event, alone or with a squad's open seats: the forms' state as typed, judged
// by the shared schemas the API parses registerForEvent and registerSquadForEvent with.
import {
  EVENT_LIMITS,
  eventRegistrationSchema,
  squadRegistrationSchema,
  type SkillProficiency,
} from '@squadup/shared';
import { judgedOverState, numberOrNull } from './form-state';

export interface RegistrationState {
  roles: string[];
  /** '' until the member picks one (the schema asks for one). */
  level: SkillProficiency | '';
  /** The select's value: minutes east of UTC, as text. */
  utc_offset_minutes: string;
  /** As typed ('' for none). */
  hours_per_week: string;
}

export const REGISTRATION_FIELDS = [
  'roles',
  'level',
  'utc_offset_minutes',
  'hours_per_week',
] as const satisfies readonly (keyof RegistrationState)[];

export function emptyRegistration(utcOffset: number): RegistrationState {
  return { roles: [], level: '', utc_offset_minutes: String(utcOffset), hours_per_week: '' };
}

/** eventRegistrationSchema over the form's state; its output is the EventRegistrationInput sent. */
export const registrationStateSchema = judgedOverState(
  eventRegistrationSchema,
  (state: RegistrationState) => ({
    roles: state.roles,
    level: state.level,
    utc_offset_minutes: Number(state.utc_offset_minutes),
    hours_per_week: numberOrNull(state.hours_per_week),
  }),
);

export interface SquadRegistrationState {
  squad_id: string;
  /** As typed. */
  open_seats: string;
  level: SkillProficiency | '';
  utc_offset_minutes: string;
}

export const SQUAD_REGISTRATION_FIELDS = [
  'open_seats',
  'level',
  'utc_offset_minutes',
] as const satisfies readonly (keyof SquadRegistrationState)[];

/** The seats a squad can offer an event: its open spots, within what a team of the event holds. */
export function seatsToOffer(
  squad: { spots_total: number; spots_filled: number },
  maxTeamSize: number,
): number {
  const most = Math.min(maxTeamSize, EVENT_LIMITS.teamSizeMax) - 1;
  return Math.max(1, Math.min(squad.spots_total - squad.spots_filled, most));
}

const SQUAD_REQUIRED = 'Choose the squad to register.';

/** squadRegistrationSchema over the form's state, with the squad it registers. */
export const squadRegistrationStateSchema = judgedOverState(
  squadRegistrationSchema,
  (state: SquadRegistrationState) => ({
    open_seats: numberOrNull(state.open_seats) ?? Number.NaN,
    level: state.level,
    utc_offset_minutes: Number(state.utc_offset_minutes),
  }),
  (state) => (state.squad_id === '' ? [{ message: SQUAD_REQUIRED, path: ['squad_id'] }] : []),
);
