// Education, experience and achievement: required fields, the 300-character descriptions,
// date order and "current clears the end date".
import { describe, expect, it } from 'vitest';
import { SECTION_LIMITS } from '../limits.js';
import { achievementSchema, achievementUpdateSchema } from './achievement.js';
import { DATE_ORDER_MESSAGE } from './dates.js';
import { educationSchema, educationUpdateSchema } from './education.js';
import { experienceSchema, experienceUpdateSchema } from './experience.js';
import { chars, messagesOf } from './test-helpers.js';

const education = {
  institution_name: 'MIT',
  degree: 'BSc',
  field_of_study: 'CS',
  start_date: '2020-09-01',
};
const experience = { company_name: 'Acme', position: 'Engineer', start_date: '2021-01-01' };

describe('educationSchema', () => {
  it('requires institution, degree, field of study and start date', () => {
    expect(messagesOf(educationSchema, {})).toEqual([
      'Institution name is required.',
      'Degree is required.',
      'Field of study is required.',
      'Start date is required.',
    ]);
  });

  it('turns empty grade and description into null', () => {
    const parsed = educationSchema.parse({ ...education, grade: '', description: '  ' });
    expect(parsed).toMatchObject({
      grade: null,
      description: null,
      end_date: null,
      is_current: false,
    });
  });

  it('description: at the limit passes, one over fails', () => {
    const at = { ...education, description: chars(SECTION_LIMITS.descriptionMax) };
    expect(educationSchema.safeParse(at).success).toBe(true);
    const over = { ...education, description: chars(SECTION_LIMITS.descriptionMax + 1) };
    expect(messagesOf(educationSchema, over)).toEqual([
      `Description must be at most ${SECTION_LIMITS.descriptionMax} characters.`,
    ]);
  });

  it('refuses a start after the end, allows the same day', () => {
    expect(messagesOf(educationSchema, { ...education, end_date: '2020-08-31' })).toEqual([
      DATE_ORDER_MESSAGE,
    ]);
    expect(educationSchema.safeParse({ ...education, end_date: '2020-09-01' }).success).toBe(true);
  });

  it('clears the end date when current (and then ignores its order)', () => {
    const parsed = educationSchema.parse({
      ...education,
      end_date: '2019-01-01',
      is_current: true,
    });
    expect(parsed.end_date).toBeNull();
  });

  it('accepts full ISO timestamps and refuses impossible dates', () => {
    expect(
      educationSchema.safeParse({ ...education, start_date: '2020-09-01T00:00:00.000Z' }).success,
    ).toBe(true);
    expect(messagesOf(educationSchema, { ...education, start_date: '2020-02-30' })).toEqual([
      'Start date must be a valid date.',
    ]);
  });

  it('update: accepts a bare { order } (reorder) and refuses a negative one', () => {
    expect(educationUpdateSchema.parse({ order: 2 })).toEqual({ order: 2 });
    expect(educationUpdateSchema.safeParse({ order: -1 }).success).toBe(false);
    expect(educationUpdateSchema.safeParse({ order: 1.5 }).success).toBe(false);
    const max = SECTION_LIMITS.orderMax;
    expect(educationUpdateSchema.parse({ order: max })).toEqual({ order: max });
    expect(messagesOf(educationUpdateSchema, { order: max + 1 })).toEqual([
      `Order must be at most ${max}.`,
    ]);
  });
});

describe('experienceSchema', () => {
  it('requires company, position and start date', () => {
    expect(messagesOf(experienceSchema, {})).toEqual([
      'Company name is required.',
      'Position is required.',
      'Start date is required.',
    ]);
  });

  it('sends empty optional values as null; employment type is free text', () => {
    const parsed = experienceSchema.parse({
      ...experience,
      location_id: '',
      description: '',
      employment_type: ' Freelance ',
    });
    expect(parsed).toMatchObject({
      location_id: null,
      description: null,
      employment_type: 'Freelance',
    });
  });

  it('description limit, date order and current', () => {
    const at = { ...experience, description: chars(SECTION_LIMITS.descriptionMax) };
    expect(experienceSchema.safeParse(at).success).toBe(true);
    const over = { ...experience, description: chars(SECTION_LIMITS.descriptionMax + 1) };
    expect(experienceSchema.safeParse(over).success).toBe(false);
    expect(messagesOf(experienceSchema, { ...experience, end_date: '2020-12-31' })).toEqual([
      DATE_ORDER_MESSAGE,
    ]);
    const current = experienceSchema.parse({
      ...experience,
      end_date: '2022-01-01',
      is_current: true,
    });
    expect(current.end_date).toBeNull();
  });

  it('update: checks dates only when both are in the patch', () => {
    expect(experienceUpdateSchema.safeParse({ end_date: '1990-01-01' }).success).toBe(true);
    expect(
      experienceUpdateSchema.safeParse({ start_date: '2022-01-01', end_date: '2021-01-01' })
        .success,
    ).toBe(false);
    expect(experienceUpdateSchema.parse({ is_current: true })).toEqual({
      is_current: true,
      end_date: null,
    });
  });
});

describe('achievementSchema', () => {
  it('requires a title; description is optional and bounded', () => {
    expect(messagesOf(achievementSchema, { title: ' ' })).toEqual(['Title is required.']);
    expect(achievementSchema.parse({ title: 'Won', description: '' })).toEqual({
      title: 'Won',
      description: null,
    });
    const at = { title: 'Won', description: chars(SECTION_LIMITS.descriptionMax) };
    expect(achievementSchema.safeParse(at).success).toBe(true);
    const over = { title: 'Won', description: chars(SECTION_LIMITS.descriptionMax + 1) };
    expect(achievementSchema.safeParse(over).success).toBe(false);
  });

  it('update: { order } alone', () => {
    expect(achievementUpdateSchema.parse({ order: 0 })).toEqual({ order: 0 });
  });
});
