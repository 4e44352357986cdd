import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  EVENT_DATES_ORDER_MESSAGE,
  EVENT_TEAM_SIZE_MESSAGE,
  REGISTRATION_CLOSED_MESSAGE,
} from '@squadup/shared';
import {
  EMPTY_EVENT_FORM,
  EVENT_FORM_FIELDS,
  eventFormStateSchema,
  registerByInstant,
  toEventInput,
  type EventFormState,
} from './event-form';
import { serverFieldErrors } from './form-state';

const filled: EventFormState = {
  ...EMPTY_EVENT_FORM,
  name: '  Campus climate hackathon ',
  starts_on: '2031-03-06',
  ends_on: '2031-03-08',
  register_by: '2031-03-01',
  roles: ['Frontend', 'Backend'],
};

/** The message the schema files under each field. */
function messages(state: EventFormState) {
  const result = eventFormStateSchema.safeParse(state);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('the event form', () => {
  it('sends the end of the registration day in local time, as an ISO instant', () => {
    const instant = registerByInstant('2031-03-01')!;
    expect(new Date(instant)).toEqual(new Date(2031, 2, 1, 23, 59, 59, 999));
    expect(instant).toMatch(/^2031-0[23]-\d\dT\d\d:59:59\.999Z$/);
    expect(registerByInstant('')).toBeNull();
    // A text that names no day goes on, for the schema's message.
    expect(registerByInstant('2031-02-30')).toBe('2031-02-30');
  });

  it('turns a valid form into the EventInput, the window defaulting to 3 hours', () => {
    const values = eventFormStateSchema.parse({ ...filled, time_zone_window_hours: '' });
    expect(toEventInput(values)).toEqual({
      name: 'Campus climate hackathon',
      description: '',
      starts_on: '2031-03-06',
      ends_on: '2031-03-08',
      register_by: new Date(2031, 2, 1, 23, 59, 59, 999).toISOString(),
      min_team_size: 3,
      max_team_size: 5,
      roles: ['Frontend', 'Backend'],
      time_zone_window_hours: 3,
    });
  });

  it("files the shared schema's messages under the form's fields", () => {
    expect(messages(EMPTY_EVENT_FORM)).toEqual({
      name: 'Name is required.',
      starts_on: 'Start date is required.',
      ends_on: 'End date is required.',
      register_by: 'Registration deadline is required.',
    });
    expect(
      messages({ ...filled, ends_on: '2031-03-05', min_team_size: '6', max_team_size: '4' }),
    ).toEqual({ ends_on: EVENT_DATES_ORDER_MESSAGE, max_team_size: EVENT_TEAM_SIZE_MESSAGE });
    expect(messages({ ...filled, min_team_size: '', max_team_size: '9' })).toEqual({
      min_team_size: 'Smallest team must be a number.',
      max_team_size: 'Largest team must be at most 8.',
    });
    expect(messages({ ...filled, time_zone_window_hours: '13' })).toEqual({
      time_zone_window_hours: 'Time-zone window must be at most 12.',
    });
    expect(messages({ ...filled, roles: ['Frontend', 'frontend'] })).toEqual({
      roles: 'Roles must not contain duplicates.',
    });
  });

  it('refuses a registration deadline that has passed, as the server would', () => {
    expect(messages({ ...filled, register_by: '2020-01-01' })).toEqual({
      register_by: REGISTRATION_CLOSED_MESSAGE,
    });
  });

  it("puts the server's field messages on the form's fields", () => {
    const refused = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'roles.1: Each of roles must be at most 40 characters.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: {
              'roles.1': 'Each of roles must be at most 40 characters.',
              register_by: REGISTRATION_CLOSED_MESSAGE,
              not_a_field: 'Ignored.',
            },
          },
        },
      ],
    });
    expect(serverFieldErrors(refused, EVENT_FORM_FIELDS)).toEqual([
      ['roles', 'Each of roles must be at most 40 characters.'],
      ['register_by', REGISTRATION_CLOSED_MESSAGE],
    ]);
    expect(serverFieldErrors(new Error('offline'), EVENT_FORM_FIELDS)).toEqual([]);
  });
});
