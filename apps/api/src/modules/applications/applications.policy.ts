// Application rules. Pure functions, called by the service right after loading. Who may act is
// FORBIDDEN when refused; the state rules (closed post, existing application, withdrawn) are
// CONFLICT because the request is well-formed but the post or application is not in a state
// that allows it (docs/decisions/0007-application-rules.md).
import { APPLICATION_DECISIONS, type ApplicationDecision } from '@squadup/shared';
import type { ViewerRef } from '../../graphql/context.js';

interface PostRef {
  posted_by: string;
  status: string;
}
interface ApplicationRef {
  applicant_id: string;
  status: string;
}

/** Nobody applies to their own post. */
export const canApplyTo = (viewer: ViewerRef, post: Pick<PostRef, 'posted_by'>): boolean =>
  post.posted_by !== viewer.id;

/** Only open posts take applications. */
export const isAcceptingApplications = (post: Pick<PostRef, 'status'>): boolean =>
  post.status === 'open';

/** A member applies once; only a withdrawn application may be applied for again. */
export const mayApplyAgain = (existing: Pick<ApplicationRef, 'status'> | undefined): boolean =>
  !existing || existing.status === 'withdrawn';

/** Only the applicant withdraws their application. */
export const canWithdraw = (viewer: ViewerRef, application: ApplicationRef): boolean =>
  application.applicant_id === viewer.id;

/**
 * Only a pending application can be withdrawn (withdrawing a withdrawn one again is a no-op). A
 * decided one stays: withdrawing a rejection would let the applicant re-apply as pending, and
 * an accepted member leaves through the squad, not here (docs/decisions/0006).
 */
export const isWithdrawable = (application: Pick<ApplicationRef, 'status'>): boolean =>
  application.status === 'pending' || application.status === 'withdrawn';

/** Only the post's owner decides on its applications. */
export const canDecide = (viewer: ViewerRef, post: Pick<PostRef, 'posted_by'>): boolean =>
  post.posted_by === viewer.id;

/** A decision is accepted or rejected, nothing else. */
export const isDecision = (status: string): status is ApplicationDecision =>
  (APPLICATION_DECISIONS as readonly string[]).includes(status);

/** A withdrawn application cannot be decided on. */
export const isDecidable = (application: Pick<ApplicationRef, 'status'>): boolean =>
  application.status !== 'withdrawn';

export const MESSAGES = {
  ownPost: 'You cannot apply to your own post.',
  closed: 'This post is no longer accepting applications.',
  alreadyApplied: 'You have already applied to this post.',
  notApplicant: 'Only the applicant can withdraw this application.',
  notOwner: 'Only the post’s owner can decide on its applications.',
  notDecision: 'A decision is either accepted or rejected.',
  withdrawn: 'This application was withdrawn.',
  decided: (status: string) =>
    `This application was already decided (${status}) and cannot be withdrawn.`,
  notFound: 'Application not found.',
} as const;
