// Who may do what with a connection: pure rules over the rows the service loaded (lib/policy.ts),
// and the decision a request to send makes. See docs/decisions/0007.
import { optionalMultilineText, QUOTAS, TEXT_LIMITS } from '@squadup/shared';
import { conflict, forbidden } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import { definePolicy } from '../../lib/policy.js';
import { retryPhrase } from '../../lib/quota.js';
import { DAY_MS } from '../../lib/rate-limit.js';

/** The optional note of a request: trimmed, empty → null, at most connectionMessageMax. */
export const connectionMessageSchema = optionalMultilineText(
  'Message',
  TEXT_LIMITS.connectionMessageMax,
);

/**
 * The most rows a connection list answers (connections, pending, sent). The lists take no paging
 * arguments in the contract, so the server bounds them; a member with more sees the newest.
 */
export const CONNECTION_LIST_CAP = 500;

export const MESSAGES = {
  notFound: 'Connection not found.',
  memberNotFound: 'Member not found.',
  self: 'You cannot connect with yourself.',
  selfBlock: 'You cannot block yourself.',
  pending: 'A connection request is already pending.',
  pendingFromThem: 'This member has already sent you a request.',
  connected: 'You are already connected.',
  notAddressee: 'Only the member the request was sent to can answer it.',
  notRequester: 'Only the member who sent the request can cancel it.',
  notPending: 'This request is no longer pending.',
  notParty: 'You are not part of this connection.',
  notAccepted: 'Only an accepted connection can be removed.',
  othersConnections: 'You can only see your own connections.',
  declined: (until: Date, now: Date) =>
    `This member declined your request. You can send a new one ${retryPhrase(until, now)}.`,
} as const;

interface ConnectionParties {
  requester_user_id: string;
  addressee_user_id: string;
  status: string;
  /** When the addressee accepted or declined (null while pending). */
  responded_at?: Date | null;
}

type Refusal = {
  code: 'FORBIDDEN' | 'CONFLICT' | 'BAD_USER_INPUT' | 'NOT_FOUND';
  message: string;
};

/** What sending a request does given the pair's row (if any), or why it is refused. */
type SendDecision = { action: 'insert' } | { action: 'reuse' } | { refuse: Refusal };

const conflictWith = (message: string): { refuse: Refusal } => ({
  refuse: { code: 'CONFLICT', message },
});
/** A block either way: the member does not exist for the viewer (docs/decisions/0007). */
const hiddenMember: { refuse: Refusal } = {
  refuse: { code: 'NOT_FOUND', message: MESSAGES.memberNotFound },
};

/**
 * When a declined requester may ask the same member again (QUOTAS.declinedRequestCooldownDays
 * after the decline), or null when nothing holds them back. The member who declined is not held
 * back: asking the other after all is their change of mind, not pressure on anyone.
 */
function declineCooldownUntil(viewer: ViewerRef, row: ConnectionParties): Date | null {
  if (row.status !== 'declined' || row.requester_user_id !== viewer.id || !row.responded_at)
    return null;
  return new Date(row.responded_at.getTime() + QUOTAS.declinedRequestCooldownDays * DAY_MS);
}

/**
 * Sending a request to `addresseeId`. A block either way (the addressee's, or the viewer's own:
 * the pair's row is then `blocked`) answers NOT_FOUND 'Member not found.', as an unknown member,
 * so the block is not spelled out. One row per pair: a pending or accepted row refuses
 * (CONFLICT); a declined row is reused, except by the declined requester during the cool-down
 * (CONFLICT saying when).
 */
export function decideSend(
  viewer: ViewerRef,
  addresseeId: string,
  existing: ConnectionParties | null | undefined,
  blockedByAddressee: boolean,
  now: Date = new Date(),
): SendDecision {
  if (viewer.id === addresseeId)
    return { refuse: { code: 'BAD_USER_INPUT', message: MESSAGES.self } };
  if (blockedByAddressee) return hiddenMember;
  if (!existing) return { action: 'insert' };
  switch (existing.status) {
    case 'pending':
      return conflictWith(
        existing.requester_user_id === viewer.id ? MESSAGES.pending : MESSAGES.pendingFromThem,
      );
    case 'accepted':
      return conflictWith(MESSAGES.connected);
    case 'blocked':
      return hiddenMember;
    default: {
      const until = declineCooldownUntil(viewer, existing);
      if (until && until > now) return conflictWith(MESSAGES.declined(until, now));
      return { action: 'reuse' };
    }
  }
}

const isParty = (viewer: ViewerRef, row: ConnectionParties): boolean =>
  row.requester_user_id === viewer.id || row.addressee_user_id === viewer.id;

/**
 * Answering a request: a party (FORBIDDEN otherwise), the addressee (FORBIDDEN), while pending
 * (CONFLICT). Cancelling one: the requester (FORBIDDEN), while pending. Removing: a party, an
 * accepted connection (CONFLICT). A member's connections list is theirs only (privacy: who knows
 * whom is not public).
 */
export const connectionPolicy = definePolicy(
  {
    takePart: isParty,
    answer: (viewer: ViewerRef, row: ConnectionParties) => row.addressee_user_id === viewer.id,
    answerPending: (_viewer: ViewerRef, row: ConnectionParties) => row.status === 'pending',
    cancel: (viewer: ViewerRef, row: ConnectionParties) => row.requester_user_id === viewer.id,
    removeAccepted: (_viewer: ViewerRef, row: ConnectionParties) => row.status === 'accepted',
    seeConnectionsOf: (viewer: ViewerRef, userId: string) => viewer.id === userId,
  },
  {
    takePart: () => forbidden(MESSAGES.notParty),
    answer: () => forbidden(MESSAGES.notAddressee),
    answerPending: () => conflict(MESSAGES.notPending),
    cancel: () => forbidden(MESSAGES.notRequester),
    removeAccepted: () => conflict(MESSAGES.notAccepted),
    seeConnectionsOf: () => forbidden(MESSAGES.othersConnections),
  },
);

/** Answering a request: a party, the addressee, while pending (refused in that order). */
export function authorizeAnswer(viewer: ViewerRef, row: ConnectionParties): void {
  connectionPolicy.authorize(viewer, 'takePart', row);
  connectionPolicy.authorize(viewer, 'answer', row);
  connectionPolicy.authorize(viewer, 'answerPending', row);
}

/**
 * Cancelling a sent request: a party, the requester, while pending (refused in that order). A
 * requester whose request was answered meanwhile gets CONFLICT, as an answer to it would.
 */
export function authorizeCancel(viewer: ViewerRef, row: ConnectionParties): void {
  connectionPolicy.authorize(viewer, 'takePart', row);
  connectionPolicy.authorize(viewer, 'cancel', row);
  connectionPolicy.authorize(viewer, 'answerPending', row);
}

/** Removing a connection: a party, an accepted connection (refused in that order). */
export function authorizeRemove(viewer: ViewerRef, row: ConnectionParties): void {
  connectionPolicy.authorize(viewer, 'takePart', row);
  connectionPolicy.authorize(viewer, 'removeAccepted', row);
}

/** The other member of a pair, from the viewer's side. */
export const otherParty = (viewer: ViewerRef, row: ConnectionParties): string =>
  row.requester_user_id === viewer.id ? row.addressee_user_id : row.requester_user_id;

/** A pair stored ordered, as the chats table keeps it (user_low_id < user_high_id). */
export function orderedPair(a: string, b: string): { user_low_id: string; user_high_id: string } {
  // Lower-case hex compares like PostgreSQL's uuid ordering (byte order).
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? { user_low_id: x, user_high_id: y } : { user_low_id: y, user_high_id: x };
}
