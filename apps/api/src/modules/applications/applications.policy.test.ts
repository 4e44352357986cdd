import { describe, expect, it } from 'vitest';
import { postPolicy } from '../posts/posts.policy.js';
import { applicationPolicy as policy, isDecision } from './applications.policy.js';

const ada = { id: 'ada' };
const bob = { id: 'bob' };
const adasOpenPost = { posted_by: 'ada', status: 'open' };

describe('posts policy', () => {
  it('lets only the owner edit, change the status, delete and manage applicants', () => {
    for (const can of [
      (viewer: typeof ada) => postPolicy.can(viewer, 'edit', adasOpenPost),
      (viewer: typeof ada) => postPolicy.can(viewer, 'changeStatus', adasOpenPost),
      (viewer: typeof ada) => postPolicy.can(viewer, 'delete', adasOpenPost),
      // Managing applicants is deciding on them: one rule, the applications policy's.
      (viewer: typeof ada) => policy.can(viewer, 'decide', adasOpenPost),
    ]) {
      expect(can(ada)).toBe(true);
      expect(can(bob)).toBe(false);
    }
  });
  it('shows closed posts only on the member’s own list', () => {
    expect(postPolicy.can(ada, 'seeClosedPostsOf', 'ada')).toBe(true);
    expect(postPolicy.can(bob, 'seeClosedPostsOf', 'ada')).toBe(false);
  });
  it('authorize throws FORBIDDEN when refused', () => {
    expect(() => postPolicy.authorize(bob, 'edit', adasOpenPost)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => postPolicy.authorize(ada, 'edit', adasOpenPost)).not.toThrow();
  });
});

describe('applications policy', () => {
  it('nobody applies to their own post', () => {
    expect(policy.can(ada, 'apply', adasOpenPost)).toBe(false);
    expect(policy.can(bob, 'apply', adasOpenPost)).toBe(true);
  });
  it('only open posts take applications', () => {
    expect(policy.can(bob, 'applyToOpenPost', { status: 'open' })).toBe(true);
    expect(policy.can(bob, 'applyToOpenPost', { status: 'closed' })).toBe(false);
  });
  it('applying closes at the deadline', () => {
    const inAMinute = new Date(Date.now() + 60_000);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    expect(policy.can(bob, 'applyBeforeDeadline', { apply_by: null })).toBe(true);
    expect(policy.can(bob, 'applyBeforeDeadline', { apply_by: inAMinute })).toBe(true);
    expect(policy.can(bob, 'applyBeforeDeadline', { apply_by: aMinuteAgo })).toBe(false);
  });
  it('applying again is allowed only after a withdrawal', () => {
    expect(policy.can(bob, 'applyAgain', undefined)).toBe(true);
    expect(policy.can(bob, 'applyAgain', { status: 'withdrawn' })).toBe(true);
    for (const status of ['pending', 'accepted', 'rejected'])
      expect(policy.can(bob, 'applyAgain', { status })).toBe(false);
  });
  it('only the applicant withdraws', () => {
    const application = { applicant_id: 'bob', status: 'pending' };
    expect(policy.can(bob, 'withdraw', application)).toBe(true);
    expect(policy.can(ada, 'withdraw', application)).toBe(false);
  });
  it('only a pending (or already withdrawn) application can be withdrawn, never a decided one', () => {
    const withdrawable = (status: string) => policy.can(bob, 'withdrawPending', { status });
    expect(withdrawable('pending')).toBe(true);
    expect(withdrawable('withdrawn')).toBe(true);
    expect(withdrawable('accepted')).toBe(false);
    expect(withdrawable('rejected')).toBe(false);
  });
  it('only the post owner decides', () => {
    expect(policy.can(ada, 'decide', adasOpenPost)).toBe(true);
    expect(policy.can(bob, 'decide', adasOpenPost)).toBe(false);
  });
  it('a decision is accepted or rejected, and never on a withdrawn application', () => {
    expect(isDecision('accepted')).toBe(true);
    expect(isDecision('rejected')).toBe(true);
    expect(isDecision('pending')).toBe(false);
    expect(isDecision('withdrawn')).toBe(false);
    expect(policy.can(ada, 'decideNotWithdrawn', { status: 'withdrawn' })).toBe(false);
    for (const status of ['pending', 'accepted', 'rejected'])
      expect(policy.can(ada, 'decideNotWithdrawn', { status })).toBe(true);
  });
});
