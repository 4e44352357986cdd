import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '../limits.js';
import { linkSchema, profileFormSchema, profileUpdateSchema } from './profile.js';
import { chars, messagesOf } from './test-helpers.js';

const valid = { first_name: 'Ada' };
const link = (i: number) => ({ name: `Site ${i}`, url: `https://example.com/${i}` });

describe('profileFormSchema', () => {
  it('requires a trimmed first name', () => {
    expect(profileFormSchema.parse({ first_name: ' Ada ' }).first_name).toBe('Ada');
    expect(messagesOf(profileFormSchema, { first_name: '  ' })).toEqual([
      'First name is required.',
    ]);
  });

  it('turns empty optional fields into null and missing links into []', () => {
    expect(
      profileFormSchema.parse({ ...valid, last_name: '', bio: ' ', location_id: null }),
    ).toEqual({
      first_name: 'Ada',
      last_name: null,
      title: null,
      bio: null,
      location_id: null,
      links: [],
    });
  });

  it.each([
    ['title', PROFILE_LIMITS.titleMax],
    ['bio', PROFILE_LIMITS.bioMax],
  ])('%s: at the limit passes, one over fails', (field, max) => {
    expect(profileFormSchema.safeParse({ ...valid, [field]: chars(max) }).success).toBe(true);
    expect(messagesOf(profileFormSchema, { ...valid, [field]: chars(max + 1) })).toHaveLength(1);
  });

  it(`allows at most ${PROFILE_LIMITS.linksMax} links`, () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => link(i));
    expect(
      profileFormSchema.safeParse({ ...valid, links: links(PROFILE_LIMITS.linksMax) }).success,
    ).toBe(true);
    expect(
      messagesOf(profileFormSchema, { ...valid, links: links(PROFILE_LIMITS.linksMax + 1) }),
    ).toEqual([`At most ${PROFILE_LIMITS.linksMax} links allowed.`]);
  });
});

describe('linkSchema', () => {
  it('needs a name and an http(s) URL', () => {
    expect(linkSchema.parse({ name: ' GitHub ', url: ' https://github.com/ada ' })).toEqual({
      name: 'GitHub',
      url: 'https://github.com/ada',
    });
    expect(messagesOf(linkSchema, { name: '', url: 'https://a.io' })).toEqual([
      'Link name is required.',
    ]);
    expect(messagesOf(linkSchema, { name: 'x', url: '' })).toEqual(['Link URL is required.']);
    for (const url of ['github.com/ada', 'javascript:alert(1)', 'ftp://a.io', 'mailto:a@b.io']) {
      expect(messagesOf(linkSchema, { name: 'x', url })).toEqual([
        'Link URL must be a valid http(s) URL.',
      ]);
    }
  });
});

describe('profileUpdateSchema', () => {
  it('leaves absent fields absent (unchanged) and accepts { photo: null }', () => {
    expect(profileUpdateSchema.parse({ photo: null })).toEqual({ photo: null });
    expect(profileUpdateSchema.parse({ bio: '' })).toEqual({ bio: null });
  });

  it('still refuses a blank first name when one is sent', () => {
    expect(messagesOf(profileUpdateSchema, { first_name: ' ' })).toEqual([
      'First name is required.',
    ]);
  });

  it('accepts an http(s) or site-relative photo URL only', () => {
    expect(profileUpdateSchema.safeParse({ photo: 'https://cdn.io/a.jpg' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ photo: '/uploads/a.jpg' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ photo: '//evil.io/a.jpg' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ photo: 'javascript:alert(1)' }).success).toBe(false);
  });
});
