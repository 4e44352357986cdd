// Moderation rules (docs/decisions/0034), in the one policy idiom (lib/policy.ts): only operators
// moderate (FORBIDDEN for anyone else), nobody suspends themselves or another operator, and each
// action needs its subject in the state it changes (CONFLICT otherwise).
import type { MemberRole } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../errors.js';
import { definePolicy, type Rule } from '../../lib/policy.js';

export const MESSAGES = {
  operatorsOnly: 'Only operators can do this.',
  cannotSuspend: 'You cannot suspend yourself or another operator.',
  alreadyHidden: 'This is already hidden.',
  notHidden: 'This is not hidden.',
  reportResolved: 'This report is already resolved.',
  notSuspended: 'This member is not suspended.',
  postNotFound: 'Post not found.',
  messageNotFound: 'Message not found.',
  memberNotFound: 'Member not found.',
  reportNotFound: 'Report not found.',
  reportElsewhere: 'That report is about something else.',
} as const;

/** The viewer as moderation sees them: their role, read from their row for each operation. */
export interface Actor {
  role: MemberRole | null;
}

const isOperator: Rule<Actor> = (_viewer, actor) => actor.role === 'operator';
const maySuspend: Rule<{ id: string; role: MemberRole }> = (viewer, target) =>
  target.id !== viewer.id && target.role !== 'operator';
const isShown: Rule<{ hidden_at: Date | null }> = (_viewer, subject) => subject.hidden_at === null;
const isHidden: Rule<{ hidden_at: Date | null }> = (_viewer, subject) => subject.hidden_at !== null;
const isOpen: Rule<{ status: 'open' | 'resolved' }> = (_viewer, report) => report.status === 'open';
const isSuspended: Rule<{ suspended: boolean }> = (_viewer, member) => member.suspended;

export const adminPolicy = definePolicy(
  {
    moderate: isOperator,
    suspend: maySuspend,
    hide: isShown,
    unhide: isHidden,
    dismiss: isOpen,
    lift: isSuspended,
  },
  {
    moderate: () => forbidden(MESSAGES.operatorsOnly),
    suspend: () => forbidden(MESSAGES.cannotSuspend),
    hide: () => conflict(MESSAGES.alreadyHidden),
    unhide: () => conflict(MESSAGES.notHidden),
    dismiss: () => conflict(MESSAGES.reportResolved),
    lift: () => conflict(MESSAGES.notSuspended),
  },
);
