import type { ApplicationStatus } from '@squadup/shared';

const LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The Apply button's text: Apply with no application, otherwise its status. */
export function applyLabel(status: ApplicationStatus | null | undefined): string {
  return status ? LABELS[status] : 'Apply';
}

/** One may apply with no application or after withdrawing one. */
export function canApply(status: ApplicationStatus | null | undefined): boolean {
  return !status || status === 'withdrawn';
}

/**
 * Only a pending application can be withdrawn: a decided one (accepted or rejected) would come back
 * as a fresh pending application on re-applying, undoing the owner's decision (finding 8).
 */
export function isDecided(status: ApplicationStatus | null | undefined): boolean {
  return status === 'accepted' || status === 'rejected';
}
