import { describe, expect, it } from 'vitest';
import { CHAT, PAGE_LIMIT_MAX, PAGE_SIZE, TEXT_LIMITS } from '../limits.js';
import {
  excludedPostsSchema,
  messageContentSchema,
  messagesPageSchema,
  pageOffset,
  peopleFilterSchema,
  projectFilterSchema,
  projectsPageSchema,
  searchSchema,
} from './lists.js';
import { chars, messagesOf, tags } from './test-helpers.js';

describe('pagination', () => {
  it('defaults page to 1 and limit to the list size, also for explicit null', () => {
    expect(projectsPageSchema.parse({})).toEqual({ page: 1, limit: PAGE_SIZE.projects });
    expect(messagesPageSchema.parse({ page: null, limit: null })).toEqual({
      page: 1,
      limit: PAGE_SIZE.messages,
    });
  });

  it(`caps limit at ${PAGE_LIMIT_MAX} and refuses values below 1`, () => {
    expect(projectsPageSchema.parse({ limit: PAGE_LIMIT_MAX }).limit).toBe(PAGE_LIMIT_MAX);
    expect(projectsPageSchema.parse({ limit: PAGE_LIMIT_MAX + 1 }).limit).toBe(PAGE_LIMIT_MAX);
    expect(messagesOf(projectsPageSchema, { limit: 0 })).toEqual(['Limit must be 1 or more.']);
    expect(messagesOf(projectsPageSchema, { page: 0 })).toEqual(['Page must be 1 or more.']);
    expect(projectsPageSchema.safeParse({ page: 1.5 }).success).toBe(false);
  });

  it('computes the offset', () => {
    expect(pageOffset({ page: 3, limit: 4 })).toBe(8);
  });
});

describe('filters', () => {
  it('trims values and ignores blank and duplicate ones', () => {
    expect(projectFilterSchema.parse({ tech_stack: [' React', 'react ', ' '] }).tech_stack).toEqual(
      ['React'],
    );
    expect(peopleFilterSchema.parse({ skills: ['SQL', 'sql'], title: '  ' })).toEqual({
      skills: ['SQL'],
      title: null,
    });
  });

  it('stores work mode and experience level lowercase and checks them', () => {
    const parsed = projectFilterSchema.parse({
      work_mode: ['In Person'],
      experience_level: ['Beginner'],
    });
    expect(parsed.work_mode).toEqual(['in person']);
    expect(parsed.experience_level).toEqual(['beginner']);
    expect(projectFilterSchema.safeParse({ work_mode: ['office'] }).success).toBe(false);
  });

  it('fills missing lists with [], tech_match with any and search with blank', () => {
    expect(projectFilterSchema.parse({})).toEqual({
      tech_stack: [],
      tech_match: 'any',
      desired_roles: [],
      project_type: [],
      work_mode: [],
      experience_level: [],
      search: '',
    });
    expect(projectFilterSchema.parse({ tech_match: null, search: null })).toMatchObject({
      tech_match: 'any',
      search: '',
    });
  });

  it('takes tech_match any or all, and nothing else', () => {
    expect(projectFilterSchema.parse({ tech_match: 'all' }).tech_match).toBe('all');
    expect(messagesOf(projectFilterSchema, { tech_match: 'some' })).toEqual([
      'Tech match must be any or all.',
    ]);
    expect(projectFilterSchema.safeParse({ tech_match: 'ALL' }).success).toBe(false);
  });

  it('trims the search words and bounds them like the search box', () => {
    expect(projectFilterSchema.parse({ search: '  react  ' }).search).toBe('react');
    expect(
      projectFilterSchema.safeParse({ search: chars(TEXT_LIMITS.searchMax + 1) }).success,
    ).toBe(false);
    expect(projectFilterSchema.safeParse({ search: 'a\u0000b' }).success).toBe(false);
  });

  it(`caps a list at ${TEXT_LIMITS.tagsMax} values`, () => {
    expect(
      projectFilterSchema.safeParse({ desired_roles: tags(TEXT_LIMITS.tagsMax) }).success,
    ).toBe(true);
    expect(
      projectFilterSchema.safeParse({ desired_roles: tags(TEXT_LIMITS.tagsMax + 1) }).success,
    ).toBe(false);
  });
});

describe('excluded posts', () => {
  const id = '0190b8c4-0000-7000-8000-00000000000A';

  it('takes up to a page of post ids, lower-cased; none when missing', () => {
    expect(excludedPostsSchema.parse([id])).toEqual([id.toLowerCase()]);
    expect(excludedPostsSchema.parse(null)).toEqual([]);
    expect(excludedPostsSchema.parse(undefined)).toEqual([]);
    expect(excludedPostsSchema.safeParse(Array(PAGE_LIMIT_MAX).fill(id)).success).toBe(true);
  });

  it('refuses more than a page of ids and anything that is not an id', () => {
    expect(messagesOf(excludedPostsSchema, Array(PAGE_LIMIT_MAX + 1).fill(id))).toEqual([
      `Exclude at most ${PAGE_LIMIT_MAX} posts.`,
    ]);
    expect(messagesOf(excludedPostsSchema, ['not-an-id'])).toEqual([
      'Each excluded post must be a post id.',
    ]);
  });
});

describe('search and chat text', () => {
  it('trims the search and bounds it', () => {
    expect(searchSchema.parse('  react ')).toBe('react');
    expect(searchSchema.safeParse(chars(TEXT_LIMITS.searchMax + 1)).success).toBe(false);
  });

  it('a chat message is non-blank after trimming and bounded', () => {
    expect(messagesOf(messageContentSchema, '  \n ')).toEqual(['Message cannot be empty.']);
    expect(messageContentSchema.parse(' hi ')).toBe('hi');
    expect(messageContentSchema.safeParse(chars(CHAT.messageMax)).success).toBe(true);
    expect(messageContentSchema.safeParse(chars(CHAT.messageMax + 1)).success).toBe(false);
  });
});
