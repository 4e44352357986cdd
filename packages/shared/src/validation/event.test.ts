import { describe, expect, it } from 'vitest';
import { EVENT_LIMITS } from '../limits.js';
import {
  EVENT_DATES_ORDER_MESSAGE,
  EVENT_TEAM_SIZE_MESSAGE,
  eventFormSchema,
  eventRegistrationSchema,
  squadRegistrationSchema,
} from './event.js';
import { messagesOf, tags } from './test-helpers.js';

const event = {
  name: 'Spring Hack',
  starts_on: '2031-04-10',
  ends_on: '2031-04-12',
  register_by: '2031-04-01T18:00:00+02:00',
  min_team_size: 2,
  max_team_size: 4,
  roles: ['Frontend', 'Backend'],
};

describe('eventFormSchema', () => {
  it('reads an event, the deadline in UTC and the window defaulting to three hours', () => {
    expect(eventFormSchema.parse(event)).toMatchObject({
      description: '',
      register_by: '2031-04-01T16:00:00.000Z',
      time_zone_window_hours: EVENT_LIMITS.windowHoursDefault,
    });
  });

  it('needs the dates and the deadline, in order', () => {
    expect(messagesOf(eventFormSchema, { ...event, starts_on: '' })).toEqual([
      'Start date is required.',
    ]);
    expect(messagesOf(eventFormSchema, { ...event, register_by: null })).toEqual([
      'Registration deadline is required.',
    ]);
    expect(messagesOf(eventFormSchema, { ...event, ends_on: '2031-04-09' })).toEqual([
      EVENT_DATES_ORDER_MESSAGE,
    ]);
  });

  it('keeps team sizes within the limits and in order, and the roles few', () => {
    expect(messagesOf(eventFormSchema, { ...event, min_team_size: 5 })).toEqual([
      EVENT_TEAM_SIZE_MESSAGE,
    ]);
    expect(messagesOf(eventFormSchema, { ...event, max_team_size: 9 })).toEqual([
      'Largest team must be at most 8.',
    ]);
    expect(
      messagesOf(eventFormSchema, { ...event, roles: tags(EVENT_LIMITS.rolesMax + 1) }),
    ).toEqual([`At most ${EVENT_LIMITS.rolesMax} roles allowed.`]);
  });
});

describe('eventRegistrationSchema', () => {
  const registration = { roles: ['Design'], level: 'advanced', utc_offset_minutes: 330 };

  it('needs a role, a level and a time zone that exists; not-with is kept once', () => {
    const id = '0190a5c4-6a1e-7c1b-9a3e-5b2f1c0d9e8f';
    expect(eventRegistrationSchema.parse({ ...registration, not_with: [id, id] })).toMatchObject({
      not_with: [id],
      hours_per_week: null,
    });
    expect(messagesOf(eventRegistrationSchema, { ...registration, roles: [] })).toEqual([
      'Name at least one role you can take.',
    ]);
    expect(
      messagesOf(eventRegistrationSchema, { ...registration, utc_offset_minutes: 900 }),
    ).toEqual(['Time zone must be at most 840.']);
    expect(messagesOf(eventRegistrationSchema, { ...registration, level: 'guru' })).toHaveLength(1);
  });

  it('offers a squad’s seats, at least one', () => {
    expect(
      messagesOf(squadRegistrationSchema, {
        open_seats: 0,
        level: 'beginner',
        utc_offset_minutes: 0,
      }),
    ).toEqual(['Open seats must be at least 1.']);
  });
});
