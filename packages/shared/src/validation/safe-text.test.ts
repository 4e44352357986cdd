import { describe, expect, it } from 'vitest';
import { DATE_LIMITS, SECTION_LIMITS, TEXT_LIMITS } from '../limits.js';
import { signupSchema } from './auth.js';
import {
  badCharacters,
  badDirection,
  cleanSingleLine,
  httpUrl,
  isSafeText,
  optionalMultilineText,
  optionalText,
  requiredText,
} from './common.js';
import { optionalDate, requiredDate } from './dates.js';
import { messageContentSchema, projectFilterSchema, searchSchema } from './lists.js';
import { applyMessageSchema, postFormSchema } from './post.js';
import { profileFormSchema } from './profile.js';
import { yearsExperienceSchema } from './skill.js';
import { messagesOf } from './test-helpers.js';

describe('isSafeText', () => {
  it.each([
    ['plain text', 'Hello, world'],
    ['tab, new line and carriage return', 'a\tb\r\nc'],
    ['emoji (a surrogate pair)', 'ship it 🚀'],
    [
      'bidi controls and zero-width characters (multi-line text may hold them)',
      'a\u202Eb\u200Bc\u200Dd',
    ],
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

describe('C1 controls and text-direction controls', () => {
  const C1 = ['\u0080', '\u0085', '\u009B', '\u009F'];
  const BIDI = [
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u202E',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];

  it.each(C1)('refuses C1 U+%s in every text, one line or many', (c) => {
    expect(isSafeText(`a${c}b`)).toBe(false);
    expect(messagesOf(requiredText('Title'), `a${c}b`)).toEqual([badCharacters('Title')]);
    expect(messagesOf(optionalMultilineText('Bio'), `a${c}b`)).toEqual([badCharacters('Bio')]);
    expect(messagesOf(messageContentSchema, `a${c}b`)).toEqual([badCharacters('Message')]);
  });

  it.each(BIDI)('refuses the direction control %j in single-line text', (c) => {
    const value = `invoice${c}fdp.exe`;
    expect(messagesOf(requiredText('Title'), value)).toEqual([badDirection('Title')]);
    expect(messagesOf(optionalText('Last name'), value)).toEqual([badDirection('Last name')]);
    expect(messagesOf(searchSchema, value)).toEqual([badDirection('Search')]);
    expect(messagesOf(httpUrl('Link URL'), `https://x.test/${c}`)).toEqual([
      badDirection('Link URL'),
    ]);
    expect(messagesOf(projectFilterSchema, { tech_stack: [value] })).toEqual([
      badDirection('Tech'),
    ]);
    expect(
      messagesOf(signupSchema, {
        first_name: value,
        email: 'a@example.com',
        password: 'purple-otter-quietly-42',
      }),
    ).toEqual([badDirection('First name')]);
    expect(messagesOf(postFormSchema, { title: value })).toContain(badDirection('Title'));
    expect(messagesOf(profileFormSchema, { first_name: 'Ada', title: value })).toEqual([
      badDirection('Title'),
    ]);
  });

  it.each(BIDI)(
    'keeps the direction control %j in multi-line text (right-to-left writing)',
    (c) => {
      const value = `مرحبا ${c}Squadup\u2069 شكرا`;
      expect(messagesOf(messageContentSchema, value)).toEqual([]);
      expect(messagesOf(optionalMultilineText('Bio'), value)).toEqual([]);
      expect(messagesOf(applyMessageSchema, value)).toEqual([]);
      expect(messagesOf(profileFormSchema, { first_name: 'Ada', bio: value })).toEqual([]);
    },
  );

  it('keeps the direction marks (LRM, RLM, ALM) and zero-width joiners everywhere', () => {
    expect(messagesOf(requiredText('Title'), 'a\u200Eb\u200Fc\u061Cd\u200De')).toEqual([]);
  });
});

describe('cleanSingleLine (names from Google and GitHub)', () => {
  it('turns line breaks and tabs into spaces, drops other controls, collapses whitespace', () => {
    expect(cleanSingleLine('  Ada\r\nLove\u0007lace\t King ')).toBe('Ada Lovelace King');
    expect(cleanSingleLine('Nu\u0000ll\u009B31m')).toBe('Null31m');
    expect(cleanSingleLine('\u202EEvil\u2066 name')).toBe('Evil name');
    expect(cleanSingleLine('half \uD800 pair 🚀')).toBe('half pair 🚀');
  });

  it('caps at the shared limit without splitting an emoji', () => {
    expect(cleanSingleLine('a'.repeat(150))).toBe('a'.repeat(TEXT_LIMITS.shortMax));
    const emoji = `${'a'.repeat(TEXT_LIMITS.shortMax - 1)}🚀`;
    expect(cleanSingleLine(emoji)).toBe('a'.repeat(TEXT_LIMITS.shortMax - 1));
    expect(cleanSingleLine('abcdef', 3)).toBe('abc');
  });

  it('answers what passes the single-line schema, or nothing', () => {
    expect(cleanSingleLine('\u0000\r\n\u202E ')).toBe('');
    const cleaned = cleanSingleLine('x\u0085\u2067y\u0000z');
    expect(messagesOf(requiredText('First name'), cleaned)).toEqual([]);
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
