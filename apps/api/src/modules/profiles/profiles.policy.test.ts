import { describe, expect, it } from 'vitest';
import * as policy from './profiles.policy.js';

const ada = { id: 'ada' };
const bob = { id: 'bob' };

describe('profiles policy', () => {
  it('lets any member read any member’s sections, except across a block (one’s own always)', () => {
    expect(policy.canReadSections(bob, 'ada', false)).toBe(true);
    expect(policy.canReadSections(ada, 'ada', false)).toBe(true);
    expect(policy.canReadSections(bob, 'ada', true)).toBe(false);
    expect(policy.canReadSections(ada, 'ada', true)).toBe(true);
  });
  it('creates only on one’s own profile (userId omitted or the viewer)', () => {
    expect(policy.canCreateSectionFor(ada, undefined)).toBe(true);
    expect(policy.canCreateSectionFor(ada, null)).toBe(true);
    expect(policy.canCreateSectionFor(ada, 'ada')).toBe(true);
    expect(policy.canCreateSectionFor(ada, 'bob')).toBe(false);
  });
  it('lets only the owner edit, reorder or delete an item', () => {
    expect(policy.canEditSectionItem(ada, { user_id: 'ada' })).toBe(true);
    expect(policy.canEditSectionItem(bob, { user_id: 'ada' })).toBe(false);
  });
  it('assertAllowed throws FORBIDDEN with the owner message when refused', () => {
    expect(() => policy.assertAllowed(false)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: policy.SECTION_MESSAGES.notOwner }),
    );
    expect(() => policy.assertAllowed(true)).not.toThrow();
  });
});
