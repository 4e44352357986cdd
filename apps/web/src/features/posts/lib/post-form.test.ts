import {
  DEADLINE_PASSED_MESSAGE,
  POST_DATES_ORDER_MESSAGE,
  POST_LIMITS,
  SQUAD,
} from '@squadup/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_POST_FORM,
  formSpots,
  formStateFromPost,
  keepsPassedDeadline,
  postFormErrors,
  validPostInput,
  type PostFormState,
} from './post-form';

const form = (overrides: Partial<PostFormState>): PostFormState => ({
  ...EMPTY_POST_FORM,
  title: 'Campus app',
  ...overrides,
});
const many = (n: number, prefix = 't') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('post form submit rule', () => {
  it('needs a non-empty title', () => {
    expect(validPostInput(form({ title: '' }))).toBeNull();
    expect(validPostInput(form({ title: '   ' }))).toBeNull();
    expect(validPostInput(form({}))).not.toBeNull();
  });

  it.each([
    ['title', { title: 'x'.repeat(POST_LIMITS.titleMax + 1) }],
    ['description', { description: 'x'.repeat(POST_LIMITS.descriptionMax + 1) }],
    ['location_id', { location_id: 'x'.repeat(POST_LIMITS.locationMax + 1) }],
    ['desired_skills', { desired_skills: many(POST_LIMITS.requiredSkillsMax + 1) }],
    ['desired_skills', { desired_skills: ['x'.repeat(POST_LIMITS.skillMax + 1)] }],
    ['desired_roles', { desired_roles: many(POST_LIMITS.desiredRolesMax + 1) }],
    ['desired_roles', { desired_roles: ['x'.repeat(POST_LIMITS.roleMax + 1)] }],
    ['tech_stack', { tech_stack: many(POST_LIMITS.techStackMax + 1) }],
    ['tech_stack', { tech_stack: ['x'.repeat(POST_LIMITS.techMax + 1)] }],
  ] satisfies [string, Partial<PostFormState>][])(
    'is disabled when %s breaks its limit',
    (field, overrides) => {
      const state = form(overrides);
      expect(validPostInput(state)).toBeNull();
      expect(postFormErrors(state)[field]).toBeTruthy();
    },
  );

  it('accepts every value exactly at its limit', () => {
    const values = validPostInput(
      form({
        title: 'x'.repeat(POST_LIMITS.titleMax),
        description: 'x'.repeat(POST_LIMITS.descriptionMax),
        location_id: 'x'.repeat(POST_LIMITS.locationMax),
        desired_skills: many(POST_LIMITS.requiredSkillsMax),
        desired_roles: many(POST_LIMITS.desiredRolesMax, 'r'),
        tech_stack: many(POST_LIMITS.techStackMax),
      }),
    );
    expect(values).not.toBeNull();
  });

  it('sends work mode and experience lowercase and empty optional values as null', () => {
    const values = validPostInput(
      form({ work_mode: 'in person', experience_level: 'any', description: '  ' }),
    );
    expect(values).toMatchObject({
      work_mode: 'in person',
      experience_level: 'any',
      description: null,
      location_id: null,
      project_type: null,
      requirements: { desired_skills: [], desired_roles: [] },
    });
  });
});

describe('post form seats (issue 14)', () => {
  const saved = {
    title: 'Campus app',
    description: null,
    tech_stack: [],
    project_type: null,
    project_phase: null,
    work_mode: null,
    experience_level: null,
    location_id: null,
    starts_on: null,
    ends_on: null,
    apply_by: null,
    hours_per_week: null,
    auto_close: true,
    when_role_fills: 'decline' as const,
  };

  it('loads a post with roles back: seats by role, auto-close, what a filled role does', () => {
    const state = formStateFromPost({
      ...saved,
      requirements: {
        desired_skills: [],
        desired_roles: ['Frontend', 'Designer'],
        role_seats: [2, 1],
      },
      spots_total: 3,
    });
    expect(state.role_seats).toEqual({ Frontend: 2, Designer: 1 });
    expect(state.auto_close).toBe(true);
    expect(state.when_role_fills).toBe('decline');
    expect(formSpots(state)).toBe(3);
  });

  it('loads a post without roles back with its open spots', () => {
    const state = formStateFromPost({
      ...saved,
      requirements: { desired_skills: [], desired_roles: [], role_seats: [] },
      spots_total: 5,
    });
    expect(state.open_seats).toBe(5);
    expect(validPostInput(state)).toMatchObject({
      open_seats: 5,
      auto_close: true,
      when_role_fills: 'decline',
    });
  });

  it('keeps pending applicants on a waitlist unless told otherwise', () => {
    expect(validPostInput(form({}))).toMatchObject({ when_role_fills: 'waitlist' });
    expect(validPostInput(form({ when_role_fills: 'decline' }))).toMatchObject({
      when_role_fills: 'decline',
    });
  });

  it('keeps each count with its role when another role is removed', () => {
    const values = validPostInput(
      form({ desired_roles: ['Designer'], role_seats: { Frontend: 2, Designer: 3 } }),
    );
    expect(values?.requirements).toMatchObject({ desired_roles: ['Designer'], role_seats: [3] });
  });

  it('refuses a seat count out of range or left empty', () => {
    for (const seats of [0, SQUAD.seatsPerRoleMax + 1, Number.NaN]) {
      const state = form({ desired_roles: ['Frontend'], role_seats: { Frontend: seats } });
      expect(validPostInput(state)).toBeNull();
      expect(postFormErrors(state).role_seats).toBeTruthy();
    }
    expect(postFormErrors(form({ open_seats: SQUAD.spotsMax + 1 })).open_seats).toBeTruthy();
  });
});

describe('post form: when (dates, deadline, hours)', () => {
  // 10:00 on 2 March 2031 in the machine's time zone, so "today" and "the end of a day" are local.
  const now = new Date(2031, 2, 2, 10, 0);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  const endOfDay = (y: number, m: number, d: number) =>
    new Date(y, m - 1, d, 23, 59, 59, 999).toISOString();

  it('sends the dates, the end of the deadline day in local time, and the hours', () => {
    const values = validPostInput(
      form({
        starts_on: '2031-03-06',
        ends_on: '2031-03-08',
        apply_by: '2031-03-04',
        hours_per_week: '12',
      }),
    );
    expect(values).toMatchObject({
      starts_on: '2031-03-06',
      ends_on: '2031-03-08',
      apply_by: endOfDay(2031, 3, 4),
      hours_per_week: 12,
    });
  });

  it('sends none of them when left empty', () => {
    expect(validPostInput(form({}))).toMatchObject({
      starts_on: null,
      ends_on: null,
      apply_by: null,
      hours_per_week: null,
    });
  });

  it('refuses an end before the start, with the shared message', () => {
    const state = form({ starts_on: '2031-03-08', ends_on: '2031-03-06' });
    expect(validPostInput(state)).toBeNull();
    expect(postFormErrors(state).ends_on).toBe(POST_DATES_ORDER_MESSAGE);
    expect(validPostInput(form({ starts_on: '2031-03-06', ends_on: '2031-03-06' }))).not.toBeNull();
  });

  it('takes today as a deadline (it closes tonight) but not yesterday', () => {
    expect(validPostInput(form({ apply_by: '2031-03-02' }))?.apply_by).toBe(endOfDay(2031, 3, 2));
    const state = form({ apply_by: '2031-03-01' });
    expect(validPostInput(state)).toBeNull();
    expect(postFormErrors(state).apply_by).toBe(DEADLINE_PASSED_MESSAGE);
  });

  it.each([
    ['0', 'Hours a week must be at least 1.'],
    [
      String(POST_LIMITS.hoursPerWeekMax + 1),
      `Hours a week must be at most ${POST_LIMITS.hoursPerWeekMax}.`,
    ],
    ['2.5', 'Hours a week must be a whole number.'],
  ])('refuses %s hours a week', (hours, message) => {
    const state = form({ hours_per_week: hours });
    expect(validPostInput(state)).toBeNull();
    expect(postFormErrors(state).hours_per_week).toBe(message);
  });

  it('shows every broken rule at once, the deadline among them', () => {
    const errors = postFormErrors(
      form({
        starts_on: '2031-03-08',
        ends_on: '2031-03-06',
        apply_by: '2031-02-01',
        hours_per_week: '0',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['apply_by', 'ends_on', 'hours_per_week']);
  });

  const stored = {
    title: 'Campus app',
    description: null,
    tech_stack: [],
    project_type: 'Hackathon',
    project_phase: null,
    work_mode: null,
    experience_level: null,
    location_id: null,
    auto_close: false,
    when_role_fills: 'waitlist' as const,
    requirements: { desired_skills: [], desired_roles: [], role_seats: [] },
    spots_total: 1,
    starts_on: '2031-03-06',
    ends_on: '2031-03-08',
    hours_per_week: 12,
  };

  it('loads a post back: its dates, its deadline as a local day, its hours', () => {
    const deadline = endOfDay(2031, 3, 4);
    const state = formStateFromPost({ ...stored, apply_by: deadline });
    expect(state).toMatchObject({
      starts_on: '2031-03-06',
      ends_on: '2031-03-08',
      apply_by: '2031-03-04',
      stored_apply_by: deadline,
      hours_per_week: '12',
    });
    expect(validPostInput(state)?.apply_by).toBe(deadline);
  });

  it('sends a passed deadline back unchanged when the owner leaves it, so the edit saves', () => {
    // Set at noon by another client: the form must send that moment, not the end of its day.
    const passed = new Date(2031, 1, 20, 12, 0).toISOString();
    const state = formStateFromPost({ ...stored, apply_by: passed });
    expect(keepsPassedDeadline(state)).toBe(true);
    expect(postFormErrors(state).apply_by).toBeUndefined();
    expect(validPostInput(state)?.apply_by).toBe(passed);
  });

  it('judges a changed deadline as new: it must be ahead', () => {
    const passed = new Date(2031, 1, 20, 12, 0).toISOString();
    const loaded = formStateFromPost({ ...stored, apply_by: passed });
    const earlier = { ...loaded, apply_by: '2031-02-19' };
    expect(postFormErrors(earlier).apply_by).toBe(DEADLINE_PASSED_MESSAGE);
    const later = { ...loaded, apply_by: '2031-03-10' };
    expect(keepsPassedDeadline(later)).toBe(false);
    expect(validPostInput(later)?.apply_by).toBe(endOfDay(2031, 3, 10));
    expect(validPostInput({ ...loaded, apply_by: '' })?.apply_by).toBeNull();
  });
});
