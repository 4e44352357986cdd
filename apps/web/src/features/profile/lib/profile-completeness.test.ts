import { describe, expect, it } from 'vitest';
import { profileCompleteness, type CompletenessFacts } from './profile-completeness';

const empty: CompletenessFacts = {
  title: null,
  location_id: null,
  photo: null,
  bio: null,
  looking_for: [],
  skillsCount: 0,
};

const complete: CompletenessFacts = {
  title: 'Product designer',
  location_id: 'Lisbon',
  photo: null,
  bio: 'I design things.',
  looking_for: ['Startup'],
  skillsCount: 2,
};

describe('profileCompleteness', () => {
  it('a new member has done nothing, listed in a fixed order', () => {
    expect(profileCompleteness(empty)).toEqual({
      done: 0,
      total: 5,
      missing: ['title', 'location', 'skills', 'looking_for', 'about'],
    });
  });

  it('a profile with every step is complete', () => {
    expect(profileCompleteness(complete)).toEqual({ done: 5, total: 5, missing: [] });
  });

  it('a photo or a bio counts for the "about" step', () => {
    expect(profileCompleteness({ ...complete, bio: null }).missing).toEqual(['about']);
    expect(
      profileCompleteness({ ...complete, bio: null, photo: '/uploads/me.jpg' }).missing,
    ).toEqual([]);
  });

  it('blank text does not count, and skills need at least one', () => {
    expect(
      profileCompleteness({ ...complete, title: '  ', location_id: '', skillsCount: 0 }),
    ).toEqual({ done: 2, total: 5, missing: ['title', 'location', 'skills'] });
  });
});
