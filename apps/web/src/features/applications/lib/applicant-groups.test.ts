import { describe, expect, it } from 'vitest';
import { groupApplicants } from './applicant-groups';

const row = (id: string, status: 'pending' | 'accepted' | 'rejected', waitlisted = false) => ({
  id,
  status,
  waitlisted,
});

describe('groupApplicants', () => {
  it('puts pending first, then the waitlist, accepted and declined, keeping the order loaded', () => {
    const groups = groupApplicants([
      row('declined-1', 'rejected'),
      row('accepted-1', 'accepted'),
      row('waiting-1', 'pending', true),
      row('pending-1', 'pending'),
      row('pending-2', 'pending'),
    ]);
    expect(groups.map((group) => [group.heading, group.applicants.map((a) => a.id)])).toEqual([
      ['Pending', ['pending-1', 'pending-2']],
      ['Waitlist', ['waiting-1']],
      ['Accepted', ['accepted-1']],
      ['Declined', ['declined-1']],
    ]);
  });

  it('leaves empty groups out', () => {
    expect(groupApplicants([row('a', 'accepted')]).map((group) => group.heading)).toEqual([
      'Accepted',
    ]);
    expect(groupApplicants([])).toEqual([]);
  });
});
