import { describe, expect, it } from 'vitest';
import { VISITOR } from '../../lib/viewer.js';
import { profilesPolicy as policy, SECTION_MESSAGES } from './profiles.policy.js';

const ada = { id: 'ada' };
const bob = { id: 'bob' };

describe('profiles policy', () => {
  it('lets any member read any member’s sections, except across a block (one’s own always)', () => {
    expect(
      policy.can(bob, 'read', { id: 'ada', blockedEitherWay: false, membersOnly: false }),
    ).toBe(true);
    expect(
      policy.can(ada, 'read', { id: 'ada', blockedEitherWay: false, membersOnly: false }),
    ).toBe(true);
    expect(policy.can(bob, 'read', { id: 'ada', blockedEitherWay: true, membersOnly: false })).toBe(
      false,
    );
    expect(policy.can(ada, 'read', { id: 'ada', blockedEitherWay: true, membersOnly: false })).toBe(
      true,
    );
  });
  it('shows a signed-out visitor the member’s sections unless they made it members-only', () => {
    const open = { id: 'ada', blockedEitherWay: false, membersOnly: false };
    const membersOnly = { ...open, membersOnly: true };
    expect(policy.can(VISITOR, 'read', open)).toBe(true);
    expect(policy.can(VISITOR, 'read', membersOnly)).toBe(false);
    // A member still reads a members-only profile.
    expect(policy.can({ id: 'bob' }, 'read', membersOnly)).toBe(true);
  });
  it('creates only on one’s own profile (userId omitted or the viewer)', () => {
    expect(policy.can(ada, 'create', { userId: undefined })).toBe(true);
    expect(policy.can(ada, 'create', { userId: null })).toBe(true);
    expect(policy.can(ada, 'create', { userId: 'ada' })).toBe(true);
    expect(policy.can(ada, 'create', { userId: 'bob' })).toBe(false);
  });
  it('lets only the owner edit, reorder or delete an item', () => {
    expect(policy.can(ada, 'edit', { user_id: 'ada' })).toBe(true);
    expect(policy.can(bob, 'edit', { user_id: 'ada' })).toBe(false);
  });
  it('authorize throws FORBIDDEN with the owner message when refused', () => {
    expect(() => policy.authorize(bob, 'edit', { user_id: 'ada' })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: SECTION_MESSAGES.notOwner }),
    );
    expect(() => policy.authorize(ada, 'edit', { user_id: 'ada' })).not.toThrow();
  });
});
