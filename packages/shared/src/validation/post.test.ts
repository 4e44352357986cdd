import { describe, expect, it } from 'vitest';
import { APPLICANT_REVIEW, POST_LIMITS, SQUAD, TEXT_LIMITS } from '../limits.js';
import {
  applyMessageSchema,
  declineReasonSchema,
  declineTemplatesSchema,
  postFormSchema,
  POST_DATES_ORDER_MESSAGE,
} from './post.js';
import { applicationsOpen } from '../post-deadline.js';
import { chars, messagesOf, tags } from './test-helpers.js';

const valid = { title: 'Hackathon team' };
const withRequirements = (r: object) => ({ ...valid, requirements: r });

describe('postFormSchema', () => {
  it('needs only a title and fills defaults', () => {
    expect(postFormSchema.parse(valid)).toEqual({
      title: 'Hackathon team',
      description: null,
      requirements: { desired_skills: [], desired_roles: [], role_seats: [] },
      tech_stack: [],
      location_id: null,
      work_mode: null,
      experience_level: null,
      project_type: null,
      project_phase: null,
      open_seats: 1,
      auto_close: false,
      when_role_fills: 'waitlist',
      starts_on: null,
      ends_on: null,
      apply_by: null,
      hours_per_week: null,
    });
  });

  it('takes the dates, the deadline and the hours a week, and refuses them out of order or range', () => {
    const parsed = postFormSchema.parse({
      ...valid,
      starts_on: '2027-03-06',
      ends_on: '2027-03-07',
      apply_by: '2027-03-01T23:59:00+01:00',
      hours_per_week: 10,
    });
    expect(parsed).toMatchObject({
      starts_on: '2027-03-06',
      ends_on: '2027-03-07',
      apply_by: '2027-03-01T22:59:00.000Z',
      hours_per_week: 10,
    });
    expect(postFormSchema.parse({ ...valid, starts_on: '', apply_by: '' })).toMatchObject({
      starts_on: null,
      apply_by: null,
    });
    expect(
      messagesOf(postFormSchema, { ...valid, starts_on: '2027-03-07', ends_on: '2027-03-06' }),
    ).toEqual([POST_DATES_ORDER_MESSAGE]);
    expect(messagesOf(postFormSchema, { ...valid, starts_on: '2027-02-30' })).toEqual([
      'Start date must be a valid date.',
    ]);
    expect(messagesOf(postFormSchema, { ...valid, apply_by: 'tomorrow' })).toEqual([
      'Application deadline must be a valid date and time.',
    ]);
    expect(messagesOf(postFormSchema, { ...valid, hours_per_week: 0 })).toEqual([
      'Hours a week must be at least 1.',
    ]);
    expect(
      postFormSchema.safeParse({ ...valid, hours_per_week: POST_LIMITS.hoursPerWeekMax }).success,
    ).toBe(true);
    expect(
      postFormSchema.safeParse({ ...valid, hours_per_week: POST_LIMITS.hoursPerWeekMax + 1 })
        .success,
    ).toBe(false);
    expect(postFormSchema.safeParse({ ...valid, hours_per_week: 2.5 }).success).toBe(false);
  });

  it('takes applications while open and before its deadline', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    expect(applicationsOpen({ status: 'open', apply_by: null }, now)).toBe(true);
    expect(applicationsOpen({ status: 'open', apply_by: '2027-03-01T12:00:01Z' }, now)).toBe(true);
    expect(applicationsOpen({ status: 'open', apply_by: '2027-03-01T12:00:00Z' }, now)).toBe(false);
    expect(applicationsOpen({ status: 'closed', apply_by: null }, now)).toBe(false);
  });

  it('gives each role one seat unless told, and bounds seats per role and the squad', () => {
    const roles = (desired_roles: string[], role_seats?: number[]) =>
      postFormSchema.safeParse({ ...valid, requirements: { desired_roles, role_seats } });
    expect(roles(['Frontend', 'Design']).data?.requirements.role_seats).toEqual([1, 1]);
    expect(roles(['Frontend', 'Design'], [2]).data?.requirements.role_seats).toEqual([2, 1]);
    expect(roles(['Frontend'], [SQUAD.seatsPerRoleMax]).success).toBe(true);
    expect(
      messagesOf(postFormSchema, {
        ...valid,
        requirements: { desired_roles: ['Frontend'], role_seats: [SQUAD.seatsPerRoleMax + 1] },
      }),
    ).toEqual([`Seats per role must be at most ${SQUAD.seatsPerRoleMax}.`]);
    expect(
      messagesOf(postFormSchema, {
        ...valid,
        requirements: { desired_roles: ['Frontend'], role_seats: [1, 1] },
      }),
    ).toEqual(['Give one seat count per desired role.']);
    // Four roles of 6 seats ask for 24 spots: over the squad's 12.
    expect(
      messagesOf(postFormSchema, {
        ...valid,
        requirements: { desired_roles: ['A', 'B', 'C', 'D'], role_seats: [6, 6, 6, 6] },
      }),
    ).toEqual([`A squad has at most ${SQUAD.spotsMax} spots besides you (this post asks for 24).`]);
    // Without roles, open spots count: 1 by default, at most the squad's size.
    expect(postFormSchema.parse({ ...valid, open_seats: SQUAD.spotsMax }).open_seats).toBe(
      SQUAD.spotsMax,
    );
    expect(postFormSchema.safeParse({ ...valid, open_seats: SQUAD.spotsMax + 1 }).success).toBe(
      false,
    );
    expect(postFormSchema.safeParse({ ...valid, open_seats: 0 }).success).toBe(false);
  });

  it('takes what happens when a role fills, and refuses anything else', () => {
    expect(postFormSchema.parse({ title: 'T', when_role_fills: 'decline' }).when_role_fills).toBe(
      'decline',
    );
    const wrong = postFormSchema.safeParse({ title: 'T', when_role_fills: 'maybe' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('When a role fills must be waitlist or decline.');
  });

  it('trims the title and refuses a blank one', () => {
    expect(postFormSchema.parse({ title: '  Team  ' }).title).toBe('Team');
    expect(messagesOf(postFormSchema, { title: '   ' })).toEqual(['Title is required.']);
    expect(messagesOf(postFormSchema, {})).toEqual(['Title is required.']);
  });

  it.each([
    ['title', POST_LIMITS.titleMax],
    ['description', POST_LIMITS.descriptionMax],
    ['location_id', POST_LIMITS.locationMax],
  ])('%s: at the limit passes, one over fails', (field, max) => {
    expect(postFormSchema.safeParse({ ...valid, [field]: chars(max) }).success).toBe(true);
    expect(postFormSchema.safeParse({ ...valid, [field]: chars(max + 1) }).success).toBe(false);
  });

  it('counts characters after trimming', () => {
    const padded = `  ${chars(POST_LIMITS.titleMax)}  `;
    expect(postFormSchema.safeParse({ title: padded }).success).toBe(true);
  });

  it('turns empty optional text into null', () => {
    const parsed = postFormSchema.parse({ ...valid, description: '  ', location_id: '' });
    expect(parsed.description).toBeNull();
    expect(parsed.location_id).toBeNull();
  });

  it.each([
    ['desired_skills', POST_LIMITS.requiredSkillsMax, POST_LIMITS.skillMax],
    ['desired_roles', POST_LIMITS.desiredRolesMax, POST_LIMITS.roleMax],
  ])('requirements.%s: count and item length limits', (field, maxItems, itemMax) => {
    const ok = (v: string[]) => postFormSchema.safeParse(withRequirements({ [field]: v })).success;
    expect(ok(tags(maxItems))).toBe(true);
    expect(ok(tags(maxItems + 1))).toBe(false);
    expect(ok([chars(itemMax)])).toBe(true);
    expect(ok([chars(itemMax + 1)])).toBe(false);
  });

  it('tech_stack: count and item length limits', () => {
    const ok = (v: string[]) => postFormSchema.safeParse({ ...valid, tech_stack: v }).success;
    expect(ok(tags(POST_LIMITS.techStackMax))).toBe(true);
    expect(ok(tags(POST_LIMITS.techStackMax + 1))).toBe(false);
    expect(ok([chars(POST_LIMITS.techMax)])).toBe(true);
    expect(ok([chars(POST_LIMITS.techMax + 1)])).toBe(false);
  });

  it('trims tags and refuses blank ones', () => {
    const parsed = postFormSchema.parse({ ...valid, tech_stack: [' React ', 'Node.js'] });
    expect(parsed.tech_stack).toEqual(['React', 'Node.js']);
    expect(messagesOf(postFormSchema, { ...valid, tech_stack: ['  '] })).toEqual([
      'Tech stack cannot be empty.',
    ]);
  });

  it('refuses duplicates after trimming, case-insensitively', () => {
    expect(messagesOf(postFormSchema, { ...valid, tech_stack: ['React', ' react '] })).toEqual([
      'Tech stack must not contain duplicates.',
    ]);
    const roles = withRequirements({ desired_roles: ['QA', 'QA '] });
    expect(messagesOf(postFormSchema, roles)).toEqual([
      'Desired roles must not contain duplicates.',
    ]);
    const skills = withRequirements({ desired_skills: ['SQL', 'sql'] });
    expect(messagesOf(postFormSchema, skills)).toEqual([
      'Required skills must not contain duplicates.',
    ]);
  });

  it('stores work mode and experience level lowercase and checks the lists', () => {
    const parsed = postFormSchema.parse({
      ...valid,
      work_mode: 'In person',
      experience_level: 'ANY',
      project_type: 'Open Source',
      project_phase: 'MVP',
    });
    expect(parsed).toMatchObject({
      work_mode: 'in person',
      experience_level: 'any',
      project_type: 'Open Source',
      project_phase: 'MVP',
    });
    expect(postFormSchema.safeParse({ ...valid, work_mode: 'office' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...valid, experience_level: 'expert' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...valid, project_type: 'Contest' }).success).toBe(false);
    expect(postFormSchema.safeParse({ ...valid, project_phase: 'Done' }).success).toBe(false);
  });

  it('accepts null or empty for optional choices', () => {
    const parsed = postFormSchema.parse({ ...valid, work_mode: '', project_type: null });
    expect(parsed.work_mode).toBeNull();
    expect(parsed.project_type).toBeNull();
  });
});

describe('applyMessageSchema', () => {
  it('is optional, trimmed and bounded', () => {
    expect(applyMessageSchema.parse(undefined)).toBeNull();
    expect(applyMessageSchema.parse('  ')).toBeNull();
    expect(applyMessageSchema.parse(' Hi ')).toBe('Hi');
    expect(applyMessageSchema.safeParse(chars(TEXT_LIMITS.applyMessageMax)).success).toBe(true);
    expect(applyMessageSchema.safeParse(chars(TEXT_LIMITS.applyMessageMax + 1)).success).toBe(
      false,
    );
  });
});

describe('declineReasonSchema', () => {
  it('is optional, trimmed and bounded', () => {
    expect(declineReasonSchema.parse(null)).toBeNull();
    expect(declineReasonSchema.parse(' \n ')).toBeNull();
    expect(declineReasonSchema.parse(' The roles are filled. ')).toBe('The roles are filled.');
    expect(declineReasonSchema.safeParse(chars(APPLICANT_REVIEW.declineReasonMax)).success).toBe(
      true,
    );
    expect(messagesOf(declineReasonSchema, chars(APPLICANT_REVIEW.declineReasonMax + 1))).toEqual([
      `Reason must be at most ${APPLICANT_REVIEW.declineReasonMax} characters.`,
    ]);
  });
});

describe('declineTemplatesSchema', () => {
  it('drops blanks, keeps each reason once, and holds the limit', () => {
    expect(declineTemplatesSchema.parse([' A ', '', 'B', 'A'])).toEqual(['A', 'B']);
    const max = APPLICANT_REVIEW.declineTemplatesMax;
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Reason ${i}`);
    expect(declineTemplatesSchema.safeParse(many(max)).success).toBe(true);
    expect(messagesOf(declineTemplatesSchema, many(max + 1))).toEqual([
      `Keep at most ${max} saved reasons.`,
    ]);
    // Duplicates do not count against the limit.
    expect(declineTemplatesSchema.safeParse([...many(max), 'Reason 0']).success).toBe(true);
  });
});
