import { describe, expect, it } from 'vitest';
import { adminPolicy } from './admin.policy.js';

const viewer = { id: 'op' };

describe('adminPolicy', () => {
  it('lets operators moderate and refuses members with FORBIDDEN', () => {
    expect(adminPolicy.can(viewer, 'moderate', { role: 'operator' })).toBe(true);
    expect(adminPolicy.can(viewer, 'moderate', { role: 'member' })).toBe(false);
    expect(adminPolicy.can(viewer, 'moderate', { role: null })).toBe(false);
    expect(() => adminPolicy.authorize(viewer, 'moderate', { role: 'member' })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('never suspends oneself or another operator', () => {
    expect(adminPolicy.can(viewer, 'suspend', { id: 'm', role: 'member' })).toBe(true);
    expect(adminPolicy.can(viewer, 'suspend', { id: 'op', role: 'operator' })).toBe(false);
    expect(adminPolicy.can(viewer, 'suspend', { id: 'op2', role: 'operator' })).toBe(false);
    expect(() => adminPolicy.authorize(viewer, 'suspend', { id: 'op2', role: 'operator' })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('answers CONFLICT for a subject not in the state the action changes', () => {
    const hidden = { hidden_at: new Date() };
    expect(() => adminPolicy.authorize(viewer, 'hide', hidden)).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
    expect(() => adminPolicy.authorize(viewer, 'unhide', { hidden_at: null })).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
    expect(() => adminPolicy.authorize(viewer, 'dismiss', { status: 'resolved' })).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
    expect(() => adminPolicy.authorize(viewer, 'lift', { suspended: false })).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
  });
});
