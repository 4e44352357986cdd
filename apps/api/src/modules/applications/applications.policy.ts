// Application rules: pure, over the rows the service loaded (lib/policy.ts). Who may act is
// FORBIDDEN when refused; the state rules (closed post, existing application, withdrawn) are
// CONFLICT because the request is well-formed but the post or application is not in a state
// that allows it (docs/decisions/0006-posts-applications-rules.md).
import { APPLICATION_DECISIONS, deadlineAhead, type ApplicationDecision } from '@squadup/shared';
import { conflict, forbidden } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import { definePolicy } from '../../lib/policy.js';

interface PostRef {
  posted_by: string;
  status: string;
  apply_by: Date | string | null;
}
interface ApplicationRef {
  applicant_id: string;
  status: string;
}
type StatusOf = Pick<ApplicationRef, 'status'>;

export const MESSAGES = {
  ownPost: 'You cannot apply to your own post.',
  closed: 'This post is no longer accepting applications.',
  deadlinePassed: 'Applications for this post closed at its deadline.',
  alreadyApplied: 'You have already applied to this post.',
  notApplicant: 'Only the applicant can withdraw this application.',
  notOwner: 'Only the post’s owner can decide on its applications.',
  notDecision: 'A decision is either accepted or rejected.',
  seatChoiceNotAccept: 'A seat is chosen only when accepting.',
  reasonNotDecline: 'A reason goes only with a decline.',
  withdrawn: 'This application was withdrawn.',
  decided: (status: string) =>
    `This application was already decided (${status}) and cannot be withdrawn.`,
  notFound: 'Application not found.',
  removedFromSquad: 'The owner removed you from this squad, so you cannot apply to it again.',
  noRoles: 'This post names no roles: apply without one.',
  unknownRole: (roles: readonly string[]) => `Pick one of this post’s roles: ${roles.join(', ')}.`,
} as const;

export const applicationPolicy = definePolicy(
  {
    /** Nobody applies to their own post. */
    apply: (viewer: ViewerRef, post: Pick<PostRef, 'posted_by'>) => post.posted_by !== viewer.id,
    /** Only open posts take applications. */
    applyToOpenPost: (_viewer: ViewerRef, post: Pick<PostRef, 'status'>) => post.status === 'open',
    /** Applying closes by itself at the post's deadline (the same rule as posts' takingApplications). */
    applyBeforeDeadline: (_viewer: ViewerRef, post: Pick<PostRef, 'apply_by'>) =>
      deadlineAhead(post.apply_by),
    /**
     * A member applies once; only a withdrawn application may be applied for again. The repo's
     * upsert (applyOrReapply: ON CONFLICT ... WHERE status = 'withdrawn') applies this rule
     * atomically, so concurrent applies cannot both pass; here it is stated and unit-tested.
     */
    applyAgain: (_viewer: ViewerRef, existing: StatusOf | undefined) =>
      !existing || existing.status === 'withdrawn',
    /** Only the applicant withdraws their application. */
    withdraw: (viewer: ViewerRef, application: ApplicationRef) =>
      application.applicant_id === viewer.id,
    /**
     * Only a pending application can be withdrawn (withdrawing a withdrawn one again is a no-op). A
     * decided one stays: withdrawing a rejection would let the applicant re-apply as pending, and
     * an accepted member leaves through the squad, not here (docs/decisions/0006).
     */
    withdrawPending: (_viewer: ViewerRef, application: StatusOf) =>
      application.status === 'pending' || application.status === 'withdrawn',
    /** Only the post's owner sees its applicants and decides on them. */
    decide: (viewer: ViewerRef, post: Pick<PostRef, 'posted_by'>) => post.posted_by === viewer.id,
    /** A member the owner removed from the squad does not apply to it again (docs/decisions/0028). */
    applyAfterSquad: (_viewer: ViewerRef, existing: { squad_exit: string | null } | undefined) =>
      existing?.squad_exit !== 'removed',
    /** A withdrawn application cannot be decided on. */
    decideNotWithdrawn: (_viewer: ViewerRef, application: StatusOf) =>
      application.status !== 'withdrawn',
  },
  {
    apply: () => forbidden(MESSAGES.ownPost),
    applyToOpenPost: () => conflict(MESSAGES.closed),
    applyBeforeDeadline: () => conflict(MESSAGES.deadlinePassed),
    applyAgain: () => conflict(MESSAGES.alreadyApplied),
    applyAfterSquad: () => forbidden(MESSAGES.removedFromSquad),
    withdraw: () => forbidden(MESSAGES.notApplicant),
    withdrawPending: (application) => conflict(MESSAGES.decided(application.status)),
    decide: () => forbidden(MESSAGES.notOwner),
    decideNotWithdrawn: () => conflict(MESSAGES.withdrawn),
  },
);

/** A decision is accepted or rejected, nothing else (input, not a rule on who acts). */
export const isDecision = (status: string): status is ApplicationDecision =>
  (APPLICATION_DECISIONS as readonly string[]).includes(status);
