import { describe, expect, it } from 'vitest';
import { profilesPolicy as policy, SECTION_MESSAGES } from './profiles.policy.js';

const ada = { id: 'ada' };
const bob = { id: 'bob' };

describe('profiles policy', () => {
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
