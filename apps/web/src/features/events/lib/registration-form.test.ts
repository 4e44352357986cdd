import { describe, expect, it } from 'vitest';
import {
  emptyRegistration,
  registrationStateSchema,
  seatsToOffer,
  squadRegistrationStateSchema,
} from './registration-form';

describe('registering for an event', () => {
  it('sends the roles, level, time zone in minutes and optional hours', () => {
    const state = { ...emptyRegistration(60), roles: ['Frontend'], level: 'advanced' as const };
    expect(registrationStateSchema.parse(state)).toEqual({
      roles: ['Frontend'],
      level: 'advanced',
      utc_offset_minutes: 60,
      hours_per_week: null,
      not_with: [],
    });
    expect(registrationStateSchema.parse({ ...state, hours_per_week: '12' }).hours_per_week).toBe(
      12,
    );
  });

  it('asks for at least one role and a level, in the shared messages', () => {
    const result = registrationStateSchema.safeParse(emptyRegistration(-300));
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['roles', 'Name at least one role you can take.'],
      ['level', 'Level must be one of: beginner, intermediate, advanced, expert.'],
    ]);
  });

  it("offers a squad's open spots, within the event's largest team", () => {
    expect(seatsToOffer({ spots_total: 4, spots_filled: 1 }, 5)).toBe(3);
    expect(seatsToOffer({ spots_total: 8, spots_filled: 1 }, 4)).toBe(3);
    expect(seatsToOffer({ spots_total: 2, spots_filled: 2 }, 4)).toBe(1);
  });

  it('registers a chosen squad with whole seats', () => {
    const squad = {
      squad_id: 'post-1',
      open_seats: '2',
      level: 'beginner' as const,
      utc_offset_minutes: '330',
    };
    expect(squadRegistrationStateSchema.parse(squad)).toEqual({
      open_seats: 2,
      level: 'beginner',
      utc_offset_minutes: 330,
    });
    const wrong = squadRegistrationStateSchema.safeParse({
      ...squad,
      squad_id: '',
      open_seats: '',
    });
    expect(wrong.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['open_seats', 'Open seats must be a number.'],
      ['squad_id', 'Choose the squad to register.'],
    ]);
  });
});
