import { describe, expect, it } from 'vitest';
import * as policy from './users.policy.js';

const ada = { id: 'ada' };

describe('users policy', () => {
  it('shows the e-mail address to the member and to accepted connections only', () => {
    expect(policy.canSeeEmail(ada, 'ada', 'none')).toBe(true);
    expect(policy.canSeeEmail(ada, 'bob', 'accepted')).toBe(true);
    for (const status of ['none', 'pending', 'declined', 'blocked'] as const)
      expect(policy.canSeeEmail(ada, 'bob', status)).toBe(false);
  });
  it('shows a profile to every member except across a block; one’s own always', () => {
    expect(policy.canSeeProfile(ada, 'bob', false)).toBe(true);
    expect(policy.canSeeProfile(ada, 'bob', true)).toBe(false);
    expect(policy.canSeeProfile(ada, 'ada', false)).toBe(true);
    expect(policy.canSeeProfile(ada, 'ada', true)).toBe(true);
  });
  it('lets a member delete only their own account', () => {
    expect(policy.canDeleteAccount(ada, 'ada')).toBe(true);
    expect(policy.canDeleteAccount(ada, 'bob')).toBe(false);
  });
  it('accepts a photo that is the member’s own upload or unchanged', () => {
    const own = (url: string) => url.startsWith('/uploads/ada/');
    expect(policy.canUsePhoto('/uploads/ada/x.jpg', null, own)).toBe(true);
    expect(policy.canUsePhoto('https://elsewhere.test/x.jpg', null, own)).toBe(false);
    expect(
      policy.canUsePhoto('https://elsewhere.test/x.jpg', 'https://elsewhere.test/x.jpg', own),
    ).toBe(true);
  });
});
