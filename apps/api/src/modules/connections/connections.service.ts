import { EMAIL_VERIFICATION_REQUIRED } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, forbidden, notFound } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { EventPublisher } from '../../realtime/events.js';
import type { Connection, ConnectionState } from '../../graphql/generated/resolvers.js';
import { assertEmailVerified } from '../auth/index.js';
import { isUuid } from '../../lib/ids.js';
import { parseWith } from '../../lib/parse.js';
import * as policy from './connections.policy.js';
import { presentConnection, presentState } from './connections.present.js';
import * as repo from './connections.repo.js';
import { hasBlocked, isBlockedBetween } from './connections.blocks.js';
import { connectionStatesFor } from './connections.state.js';

export {
  connectionStatesFor,
  countAcceptedConnections,
  NO_CONNECTION,
  type ViewerConnectionState,
} from './connections.state.js';
export {
  hasBlocked,
  isBlockedBetween,
  notBlockedBetween,
  type MemberRef,
} from './connections.blocks.js';

const { MESSAGES } = policy;
const connectionNotFound = () => notFound(MESSAGES.notFound);
const memberNotFound = () => notFound(MESSAGES.memberNotFound);
const refuse = (refusal: policy.Refusal | null) => {
  if (refusal) throw new AppError(refusal.code, refusal.message);
};

// Each mutation runs its writes in ONE transaction here and publishes to the realtime broadcaster
// only after the commit (the addressee's pending-requests badge); a refused call publishes nothing.

/** Pending requests addressed to the member (the notification badge's value). */
export const pendingRequestCount = (db: Database, userId: string): Promise<number> =>
  repo.countPendingReceived(db, userId);

/** The members the user's pending requests are addressed to (their badges count those requests). */
export const pendingRequestAddressees = (db: Database, userId: string): Promise<string[]> =>
  repo.pendingRequestAddressees(db, userId);

async function view(db: Database, viewer: ViewerRef, id: string): Promise<Connection> {
  const row = await repo.findConnectionView(db, viewer.id, id);
  if (!row) throw connectionNotFound();
  return presentConnection(row);
}

/** The other member must exist; a malformed id is NOT_FOUND like an unknown one. */
async function requireMember(db: Database, userId: string): Promise<void> {
  if (!isUuid(userId) || !(await repo.userExists(db, userId))) throw memberNotFound();
}

/** The member must exist and not be blocked either way: both are the same NOT_FOUND. */
async function requireVisibleMember(db: Database, viewer: ViewerRef, userId: string) {
  await requireMember(db, userId);
  if (await isBlockedBetween(db, viewer.id, userId)) throw memberNotFound();
}

/** A blocked pair's row is in no list of either member, so it answers like an unknown id. */
async function requireConnection(db: Database, id: string) {
  if (!isUuid(id)) throw connectionNotFound();
  const row = await repo.findConnection(db, id);
  if (!row || row.status === 'blocked') throw connectionNotFound();
  return row;
}

export async function sendFriendReq(
  db: Database,
  events: EventPublisher,
  viewer: ViewerRef,
  addresseeUserId: string,
  message: string | null | undefined,
): Promise<Connection> {
  const text = parseWith(policy.connectionMessageSchema, message);
  if (addresseeUserId === viewer.id) throw new AppError('BAD_USER_INPUT', MESSAGES.self);
  // A request reaches another member's inbox: only from a proved address (decisions/0010).
  await assertEmailVerified(db, viewer.id, EMAIL_VERIFICATION_REQUIRED.sendConnectionRequest);
  await requireVisibleMember(db, viewer, addresseeUserId);
  try {
    const id = await db.transaction(async (tx) => {
      const existing = await repo.findPair(tx, viewer.id, addresseeUserId, true);
      const blocked = await hasBlocked(tx, addresseeUserId, viewer.id);
      const decision = policy.decideSend(viewer, addresseeUserId, existing, blocked);
      if ('refuse' in decision) throw new AppError(decision.refuse.code, decision.refuse.message);
      const row =
        decision.action === 'reuse' && existing
          ? await repo.reuseAsRequest(tx, existing.id, viewer.id, addresseeUserId, text)
          : await repo.insertRequest(tx, viewer.id, addresseeUserId, text);
      return row.id;
    });
    events.publish({ type: 'friendRequest.added', addresseeId: addresseeUserId });
    return await view(db, viewer, id);
  } catch (error) {
    // Two members requesting each other at the same moment: the pair index lets one win.
    if (isUniqueViolation(error, 'connections_pair_key')) throw conflict(MESSAGES.pending);
    throw error;
  }
}

/** The addressee answers a pending request; accepting opens (or reactivates) the pair's chat. */
async function respond(
  db: Database,
  events: EventPublisher,
  viewer: ViewerRef,
  connectionId: string,
  status: 'accepted' | 'declined',
): Promise<Connection> {
  refuse(policy.checkRespond(viewer, await requireConnection(db, connectionId)));
  await db.transaction(async (tx) => {
    // Re-checked under the row lock: a concurrent remove/block/answer may have won.
    const row = await repo.findConnection(tx, connectionId, true);
    if (!row) throw connectionNotFound();
    refuse(policy.checkRespond(viewer, row));
    const chatId =
      status === 'accepted'
        ? await repo.openChat(tx, row.requester_user_id, row.addressee_user_id)
        : null;
    await repo.setResponse(tx, connectionId, status, chatId);
  });
  events.publish({ type: 'friendRequest.removed', addresseeId: viewer.id });
  return view(db, viewer, connectionId);
}

export const acceptFriendReq = (
  db: Database,
  events: EventPublisher,
  viewer: ViewerRef,
  connectionId: string,
) => respond(db, events, viewer, connectionId, 'accepted');
export const declineFriendReq = (
  db: Database,
  events: EventPublisher,
  viewer: ViewerRef,
  connectionId: string,
) => respond(db, events, viewer, connectionId, 'declined');

/** Either party removes an accepted connection: the row goes, the chat is deactivated. */
export async function removeConnection(
  db: Database,
  viewer: ViewerRef,
  connectionId: string,
): Promise<string> {
  refuse(policy.checkRemove(viewer, await requireConnection(db, connectionId)));
  await db.transaction(async (tx) => {
    const row = await repo.findConnection(tx, connectionId, true);
    if (!row) throw connectionNotFound();
    refuse(policy.checkRemove(viewer, row));
    await repo.deleteConnection(tx, connectionId);
    await repo.deactivateChat(tx, row.requester_user_id, row.addressee_user_id);
  });
  return connectionId;
}

/** Blocks a member (idempotent): user_blocks row, pair row 'blocked' by the viewer, chat closed. */
export async function blockUser(
  db: Database,
  events: EventPublisher,
  viewer: ViewerRef,
  addresseeUserId: string,
): Promise<Connection> {
  if (addresseeUserId === viewer.id) throw new AppError('BAD_USER_INPUT', MESSAGES.selfBlock);
  await requireMember(db, addresseeUserId);
  const { id, withdrawnFor, chatId } = await db.transaction(async (tx) => {
    await repo.insertBlock(tx, viewer.id, addresseeUserId);
    const existing = await repo.findPair(tx, viewer.id, addresseeUserId, true);
    const row = await repo.markBlocked(tx, existing, viewer.id, addresseeUserId);
    const closed = await repo.deactivateChat(tx, viewer.id, addresseeUserId);
    // A pending request either way is gone now: its addressee's badge goes down.
    const withdrawn = existing?.status === 'pending' ? existing.addressee_user_id : null;
    return { id: row.id, withdrawnFor: withdrawn, chatId: closed };
  });
  if (withdrawnFor) events.publish({ type: 'friendRequest.removed', addresseeId: withdrawnFor });
  // The chat is gone for both: their open sockets leave its room, its unread leaves their badges.
  if (chatId)
    events.publish({ type: 'chat.hidden', chatId, userIds: [viewer.id, addresseeUserId] });
  // Without the other member's card: blocking back must not let a blocked member follow the
  // blocker's name, photo and title (after a block, each is gone for the other).
  return {
    ...(await view(db, viewer, id)),
    first_name: null,
    last_name: null,
    photo: null,
    title: null,
  };
}

async function list(db: Database, viewer: ViewerRef, which: repo.ConnectionList) {
  const rows = await repo.listConnections(db, viewer.id, which, policy.CONNECTION_LIST_CAP);
  return rows.map(presentConnection);
}

/** The viewer's accepted connections; another member's list is FORBIDDEN (privacy). */
export function loadConnectionsList(db: Database, viewer: ViewerRef, userId: string) {
  if (!policy.canSeeConnectionsOf(viewer, userId)) throw forbidden(MESSAGES.othersConnections);
  return list(db, viewer, 'accepted');
}

export const loadPendingFriendRequests = (db: Database, viewer: ViewerRef) =>
  list(db, viewer, 'received');
export const loadSentFriendRequests = (db: Database, viewer: ViewerRef) => list(db, viewer, 'sent');

/** The viewer's relation to a member (none without a row; NOT_FOUND for no such member or a block). */
export async function checkConnectionStatus(
  db: Database,
  viewer: ViewerRef,
  addresseeUserId: string,
): Promise<ConnectionState> {
  await requireVisibleMember(db, viewer, addresseeUserId);
  const states = await connectionStatesFor(db, viewer.id, [addresseeUserId]);
  return presentState(states.get(addresseeUserId)!);
}
