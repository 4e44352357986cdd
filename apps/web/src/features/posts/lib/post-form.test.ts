import { POST_LIMITS, SQUAD } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_POST_FORM,
  formSpots,
  formStateFromPost,
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
