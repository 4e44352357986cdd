import type { ApplicationStatus } from '@squadup/shared';

interface Grouped {
  status: ApplicationStatus;
  waitlisted: boolean;
}

/** The applicants page's sections, in the order the API lists them (loadApplicationsByPostId). */
const GROUPS = [
  { key: 'pending', heading: 'Pending' },
  { key: 'waitlist', heading: 'Waitlist' },
  { key: 'accepted', heading: 'Accepted' },
  { key: 'declined', heading: 'Declined' },
  // The API leaves withdrawn applications out; should one come, it is shown rather than lost.
  { key: 'withdrawn', heading: 'Withdrawn' },
] as const;

export type ApplicantGroupKey = (typeof GROUPS)[number]['key'];

function groupOf({ status, waitlisted }: Grouped): ApplicantGroupKey {
  switch (status) {
    case 'pending':
      return waitlisted ? 'waitlist' : 'pending';
    case 'accepted':
      return 'accepted';
    case 'rejected':
      return 'declined';
    case 'withdrawn':
      return 'withdrawn';
  }
}

/**
 * The applicants loaded so far in their sections: pending, the waitlist, accepted, declined; each
 * in the order loaded (the server's: newest or best match first), empty ones left out. Grouped
 * here as well as on the server, so a decision moves its card at once.
 */
export function groupApplicants<T extends Grouped>(applicants: readonly T[]) {
  return GROUPS.map(({ key, heading }) => ({
    key,
    heading,
    applicants: applicants.filter((applicant) => groupOf(applicant) === key),
  })).filter((group) => group.applicants.length > 0);
}
