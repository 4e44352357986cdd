import { describe, expect, it } from 'vitest';
import * as posts from '../posts/posts.policy.js';
import * as policy from './applications.policy.js';

const ada = { id: 'ada' };
const bob = { id: 'bob' };
const adasOpenPost = { posted_by: 'ada', status: 'open' };

describe('posts policy', () => {
  it('lets only the owner edit, change the status, delete and manage applicants', () => {
    for (const rule of [
      posts.canEditPost,
      posts.canChangePostStatus,
      posts.canDeletePost,
      posts.canManageApplicants,
    ]) {
      expect(rule(ada, adasOpenPost)).toBe(true);
      expect(rule(bob, adasOpenPost)).toBe(false);
    }
  });
  it('shows closed posts only on the member’s own list', () => {
    expect(posts.canSeeClosedPostsOf(ada, 'ada')).toBe(true);
    expect(posts.canSeeClosedPostsOf(bob, 'ada')).toBe(false);
  });
  it('assertAllowed throws FORBIDDEN when refused', () => {
    expect(() => posts.assertAllowed(false)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => posts.assertAllowed(true)).not.toThrow();
  });
});

describe('applications policy', () => {
  it('nobody applies to their own post', () => {
    expect(policy.canApplyTo(ada, adasOpenPost)).toBe(false);
    expect(policy.canApplyTo(bob, adasOpenPost)).toBe(true);
  });
  it('only open posts take applications', () => {
    expect(policy.isAcceptingApplications({ status: 'open' })).toBe(true);
    expect(policy.isAcceptingApplications({ status: 'closed' })).toBe(false);
  });
  it('applying again is allowed only after a withdrawal', () => {
    expect(policy.mayApplyAgain(undefined)).toBe(true);
    expect(policy.mayApplyAgain({ status: 'withdrawn' })).toBe(true);
    for (const status of ['pending', 'accepted', 'rejected'])
      expect(policy.mayApplyAgain({ status })).toBe(false);
  });
  it('only the applicant withdraws', () => {
    const application = { applicant_id: 'bob', status: 'pending' };
    expect(policy.canWithdraw(bob, application)).toBe(true);
    expect(policy.canWithdraw(ada, application)).toBe(false);
  });
  it('only a pending (or already withdrawn) application can be withdrawn, never a decided one', () => {
    expect(policy.isWithdrawable({ status: 'pending' })).toBe(true);
    expect(policy.isWithdrawable({ status: 'withdrawn' })).toBe(true);
    expect(policy.isWithdrawable({ status: 'accepted' })).toBe(false);
    expect(policy.isWithdrawable({ status: 'rejected' })).toBe(false);
  });
  it('only the post owner decides', () => {
    expect(policy.canDecide(ada, adasOpenPost)).toBe(true);
    expect(policy.canDecide(bob, adasOpenPost)).toBe(false);
  });
  it('a decision is accepted or rejected, and never on a withdrawn application', () => {
    expect(policy.isDecision('accepted')).toBe(true);
    expect(policy.isDecision('rejected')).toBe(true);
    expect(policy.isDecision('pending')).toBe(false);
    expect(policy.isDecision('withdrawn')).toBe(false);
    expect(policy.isDecidable({ status: 'withdrawn' })).toBe(false);
    for (const status of ['pending', 'accepted', 'rejected'])
      expect(policy.isDecidable({ status })).toBe(true);
  });
});
