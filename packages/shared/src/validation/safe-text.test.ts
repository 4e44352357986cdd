import { describe, expect, it } from 'vitest';
import { DATE_LIMITS, SECTION_LIMITS } from '../limits.js';
import { signupSchema } from './auth.js';
import { badCharacters, httpUrl, isSafeText, optionalText, requiredText } from './common.js';
import { optionalDate, requiredDate } from './dates.js';
import { messageContentSchema, projectFilterSchema, searchSchema } from './lists.js';
import { yearsExperienceSchema } from './skill.js';
import { messagesOf } from './test-helpers.js';

describe('isSafeText', () => {
  it.each([
    ['plain text', 'Hello, world'],
    ['tab, new line and carriage return', 'a\tb\r\nc'],
    ['emoji (a surrogate pair)', 'ship it 🚀'],
    ['bidi and zero-width characters', 'a\u202Eb\u200Bc\u200Dd'],
    ['accents and scripts', 'Zoë, 日本語, العربية'],
  ])('accepts %s', (_name, text) => {
    expect(isSafeText(text)).toBe(true);
  });

  it.each([
    ['U+0000', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001B[31mred'],
    ['a vertical tab', 'a\u000Bb'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a high surrogate at the end', 'a\uD83D'],
    ['two high surrogates', '\uD83D\uD83D'],
  ])('refuses %s', (_name, text) => {
    expect(isSafeText(text)).toBe(false);
  });
});

describe('text schemas refuse unsafe text with a message naming the field', () => {
  it.each([
    ['requiredText', requiredText('Title'), 'Title'],
    ['optionalText', optionalText('Bio'), 'Bio'],
    ['httpUrl', httpUrl('Link URL'), 'Link URL'],
    ['searchSchema', searchSchema, 'Search'],
    ['messageContentSchema', messageContentSchema, 'Message'],
  ])('%s', (_name, schema, label) => {
    expect(messagesOf(schema, 'x\u0000y')).toEqual([badCharacters(label)]);
    expect(messagesOf(schema, 'x\uD800y')[0]).toBe(badCharacters(label));
  });

  it('checks each tag of a list and the signup names', () => {
    expect(messagesOf(projectFilterSchema, { tech_stack: ['ok', 'b\u0000d'] })).toEqual([
      badCharacters('Tech'),
    ]);
    expect(
      messagesOf(signupSchema, {
        first_name: 'A\u0000',
        email: 'a@example.com',
        password: 'purple-otter-quietly-42',
      }),
    ).toEqual([badCharacters('First name')]);
  });
});

describe('dates stay within the year range', () => {
  const range = `Start date must be between the years ${DATE_LIMITS.minYear} and ${DATE_LIMITS.maxYear}.`;

  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31T23:59:59Z'])(
    'refuses %s',
    (date) => {
      expect(messagesOf(requiredDate('Start date'), date)).toEqual([range]);
    },
  );

  it.each(['1900-01-01', '2024-02-29', '2100-12-31', '2024-05-01T10:00:00+02:00'])(
    'accepts %s',
    (date) => {
      expect(messagesOf(requiredDate('Start date'), date)).toEqual([]);
      expect(messagesOf(optionalDate('End date'), date)).toEqual([]);
    },
  );

  it('still calls an impossible date invalid', () => {
    expect(messagesOf(requiredDate('Start date'), '2024-02-30')).toEqual([
      'Start date must be a valid date.',
    ]);
  });
});

describe('years of experience', () => {
  it('is bounded', () => {
    expect(messagesOf(yearsExperienceSchema, 1e39)).toEqual([
      `Years of experience must be at most ${SECTION_LIMITS.yearsExperienceMax}.`,
    ]);
    expect(messagesOf(yearsExperienceSchema, -1)).toEqual([
      'Years of experience must be 0 or more.',
    ]);
  });

  it('is kept to one decimal place, so a denormal becomes 0', () => {
    expect(yearsExperienceSchema.parse(5e-324)).toBe(0);
    expect(yearsExperienceSchema.parse(2.25)).toBe(2.3);
    expect(yearsExperienceSchema.parse('3')).toBe(3);
    expect(yearsExperienceSchema.parse('')).toBeNull();
  });
});
