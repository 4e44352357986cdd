import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../limits.js';
import { DATE_ORDER_MESSAGE } from './dates.js';
import { projectSchema, projectUpdateSchema } from './project.js';
import { skillSchema, skillUpdateSchema } from './skill.js';
import { messagesOf, tags } from './test-helpers.js';

describe('projectSchema', () => {
  it('requires only a title; empty optional values become null', () => {
    expect(messagesOf(projectSchema, {})).toEqual(['Title is required.']);
    expect(projectSchema.parse({ title: 'App', project_url: '', github_url: null })).toEqual({
      title: 'App',
      description: null,
      technologies: null,
      project_url: null,
      github_url: null,
      start_date: null,
      end_date: null,
      is_current: false,
    });
  });

  it('trims technologies and removes blanks and duplicates (first spelling kept)', () => {
    const parsed = projectSchema.parse({
      title: 'App',
      technologies: [' React ', '', 'react', 'Go'],
    });
    expect(parsed.technologies).toEqual(['React', 'Go']);
  });

  it('sends an empty technologies list as null', () => {
    expect(projectSchema.parse({ title: 'App', technologies: [] }).technologies).toBeNull();
    expect(projectSchema.parse({ title: 'App', technologies: [' ', ''] }).technologies).toBeNull();
  });

  it('caps the number of technologies after de-duplication', () => {
    const max = TEXT_LIMITS.tagsMax;
    expect(projectSchema.safeParse({ title: 'A', technologies: tags(max) }).success).toBe(true);
    expect(projectSchema.safeParse({ title: 'A', technologies: tags(max + 1) }).success).toBe(
      false,
    );
    const withDupes = [...tags(max), ...tags(max)];
    expect(projectSchema.safeParse({ title: 'A', technologies: withDupes }).success).toBe(true);
  });

  it('checks URLs when given', () => {
    expect(messagesOf(projectSchema, { title: 'A', github_url: 'github.com/x' })).toEqual([
      'GitHub URL must be a valid http(s) URL.',
    ]);
    expect(projectSchema.safeParse({ title: 'A', project_url: 'https://a.io' }).success).toBe(true);
  });

  it('refuses a start after the end; current clears the end', () => {
    const dates = { title: 'A', start_date: '2024-05-02', end_date: '2024-05-01' };
    expect(messagesOf(projectSchema, dates)).toEqual([DATE_ORDER_MESSAGE]);
    expect(projectSchema.parse({ ...dates, is_current: true }).end_date).toBeNull();
  });

  it('update: { order } alone', () => {
    expect(projectUpdateSchema.parse({ order: 3 })).toEqual({ order: 3 });
  });
});

describe('skillSchema', () => {
  it('requires a name and a proficiency, stored lowercase', () => {
    expect(skillSchema.parse({ skill_name: ' SQL ', proficiency_level: 'Expert' })).toEqual({
      skill_name: 'SQL',
      proficiency_level: 'expert',
      years_experience: null,
    });
    expect(messagesOf(skillSchema, {})).toEqual([
      'Skill name is required.',
      'Proficiency is required.',
    ]);
    expect(messagesOf(skillSchema, { skill_name: 'SQL', proficiency_level: 'guru' })).toEqual([
      'Proficiency must be one of: beginner, intermediate, advanced, expert.',
    ]);
  });

  it('years: optional number of at least 0; a number input text is accepted', () => {
    const base = { skill_name: 'Go', proficiency_level: 'beginner' };
    expect(skillSchema.parse({ ...base, years_experience: 0 }).years_experience).toBe(0);
    expect(skillSchema.parse({ ...base, years_experience: '2.5' }).years_experience).toBe(2.5);
    expect(skillSchema.parse({ ...base, years_experience: '' }).years_experience).toBeNull();
    expect(messagesOf(skillSchema, { ...base, years_experience: -1 })).toEqual([
      'Years of experience must be 0 or more.',
    ]);
    expect(messagesOf(skillSchema, { ...base, years_experience: 'ten' })).toEqual([
      'Years of experience must be a number.',
    ]);
  });

  it('update: { order } alone', () => {
    expect(skillUpdateSchema.parse({ order: 1 })).toEqual({ order: 1 });
  });
});
