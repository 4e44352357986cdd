import { EMAIL_VERIFICATION_REQUIRED, QUOTAS } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, conflict, notFound } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import type { Connection, ConnectionState } from '../../graphql/generated/resolvers.js';
import { assertEmailVerified } from '../auth/index.js';
import { record, transact } from '../../lib/domain-events.js';
import { isUuid } from '../../lib/ids.js';
import { memberActionSource, recordMemberAction } from '../../lib/member-actions.js';
import { parseWith } from '../../lib/parse.js';
import { assertWithinQuota, type Quota } from '../../lib/quota.js';
import { DAY_MS } from '../../lib/rate-limit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import * as policy from './connections.policy.js';
import {
  presentBlockedConnection,
  presentCancelledRequest,
  presentConnection,
  presentState,
} from './connections.present.js';
import * as repo from './connections.repo.js';
import { hasBlocked, isBlockedBetween } from '../../db/visibility.js';
import { endSquadsBetween } from '../squads/index.js';

const { connectionPolicy, MESSAGES } = policy;
const connectionNotFound = () => notFound(MESSAGES.notFound);
const memberNotFound = () => notFound(MESSAGES.memberNotFound);

// Each mutation runs its writes in ONE transaction here and records its domain events on it: they
// reach the broadcaster only after the commit (the addressee's pending-requests badge); a refused
// call records nothing that is delivered (docs/decisions/0038).

// Counters the broadcaster recomputes for a member id: not member operations, so (db, userId).

/** Pending requests addressed to the member (the notification badge's value). */
export const pendingRequestCount = (db: Database, userId: string): Promise<number> =>
  repo.countPendingReceived(db, userId);

/** The members the user's pending requests are addressed to (their badges count those requests). */
export const pendingRequestAddressees = (db: Database, userId: string): Promise<string[]> =>
  repo.pendingRequestAddressees(db, userId);

async function view(ctx: ServiceContext, id: string) {
  const row = await repo.findConnectionView(ctx.db, ctx.viewer.id, id);
  if (!row) throw connectionNotFound();
  return row;
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

// A cancelled request leaves no row, so requests are counted in member_actions: in all, and to
// each member (a send/cancel loop must not ring one member's inbox all day).
const REQUESTS_QUOTA: Quota = {
  limit: QUOTAS.connectionRequestsPerDay,
  windowMs: DAY_MS,
  message: `You can send ${QUOTAS.connectionRequestsPerDay} connection requests a day.`,
};
const ONE_MEMBER_QUOTA: Quota = {
  limit: QUOTAS.requestsToOneMemberPerDay,
  windowMs: DAY_MS,
  message: `You can send ${QUOTAS.requestsToOneMemberPerDay} connection requests a day to the same member.`,
};
const REQUEST_ACTION = 'connection_request';
const requestTo = (addresseeId: string) => `${REQUEST_ACTION}:${addresseeId}`;

export async function sendFriendReq(
  ctx: ServiceContext,
  addresseeUserId: string,
  message: string | null | undefined,
): Promise<Connection> {
  const { db, viewer } = ctx;
  const text = parseWith(policy.connectionMessageSchema, message);
  if (addresseeUserId === viewer.id) throw new AppError('BAD_USER_INPUT', MESSAGES.self);
  // A request reaches another member's inbox: only from a proved address (decisions/0010).
  await assertEmailVerified(db, viewer.id, EMAIL_VERIFICATION_REQUIRED.sendConnectionRequest);
  await requireVisibleMember(db, viewer, addresseeUserId);
  try {
    const id = await transact(ctx, async (tx) => {
      // Read first (the member's row locked), recorded only when the request is sent.
      await assertWithinQuota(tx, memberActionSource(REQUEST_ACTION), viewer.id, REQUESTS_QUOTA);
      const pairSource = memberActionSource(requestTo(addresseeUserId));
      await assertWithinQuota(tx, pairSource, viewer.id, ONE_MEMBER_QUOTA);
      const existing = await repo.findPair(tx, viewer.id, addresseeUserId, true);
      const blocked = await hasBlocked(tx, addresseeUserId, viewer.id);
      const decision = policy.decideSend(viewer, addresseeUserId, existing, blocked);
      if ('refuse' in decision) throw new AppError(decision.refuse.code, decision.refuse.message);
      const row =
        decision.action === 'reuse' && existing
          ? await repo.reuseAsRequest(tx, existing.id, viewer.id, addresseeUserId, text)
          : await repo.insertRequest(tx, viewer.id, addresseeUserId, text);
      await recordMemberAction(tx, viewer.id, [REQUEST_ACTION, requestTo(addresseeUserId)]);
      record(
        tx,
        { type: 'friendRequest.added', addresseeId: addresseeUserId },
        { type: 'connection.changed', userIds: [viewer.id, addresseeUserId] },
      );
      return row.id;
    });
    return presentConnection(await view(ctx, id));
  } catch (error) {
    // Two members requesting each other at the same moment: the pair index lets one win.
    if (isUniqueViolation(error, 'connections_pair_key')) throw conflict(MESSAGES.pending);
    throw error;
  }
}

/** The connection under its row lock, or NOT_FOUND when a concurrent change removed it. */
async function lockedConnection(tx: Database, connectionId: string) {
  const row = await repo.findConnection(tx, connectionId, true);
  if (!row) throw connectionNotFound();
  return row;
}

/** The addressee answers a pending request; accepting opens (or reactivates) the pair's chat. */
async function respond(
  ctx: ServiceContext,
  connectionId: string,
  status: 'accepted' | 'declined',
): Promise<Connection> {
  policy.authorizeAnswer(ctx.viewer, await requireConnection(ctx.db, connectionId));
  await transact(ctx, async (tx) => {
    // Re-checked under the row lock: a concurrent remove/block/answer may have won.
    const row = await lockedConnection(tx, connectionId);
    policy.authorizeAnswer(ctx.viewer, row);
    const chatId =
      status === 'accepted'
        ? await repo.openChat(tx, row.requester_user_id, row.addressee_user_id)
        : null;
    await repo.setResponse(tx, connectionId, status, chatId);
    record(
      tx,
      { type: 'friendRequest.removed', addresseeId: ctx.viewer.id },
      { type: 'connection.changed', userIds: [ctx.viewer.id, row.requester_user_id] },
    );
    // The requester learns of an acceptance in the feed (a decline only changes their screens).
    if (status === 'accepted') {
      record(tx, {
        type: 'connection.accepted',
        requesterId: row.requester_user_id,
        accepterId: ctx.viewer.id,
      });
    }
  });
  return presentConnection(await view(ctx, connectionId));
}

export const acceptFriendReq = (ctx: ServiceContext, connectionId: string) =>
  respond(ctx, connectionId, 'accepted');
export const declineFriendReq = (ctx: ServiceContext, connectionId: string) =>
  respond(ctx, connectionId, 'declined');

/**
 * The requester withdraws a pending request: the row is deleted (nothing to remember, unlike a
 * decline's cool-down), so the pair is back to none and either may ask again. The addressee's
 * badge goes down and both members' screens follow, as for a decline.
 */
export async function cancelFriendReq(ctx: ServiceContext, connectionId: string) {
  policy.authorizeCancel(ctx.viewer, await requireConnection(ctx.db, connectionId));
  const before = await view(ctx, connectionId);
  await transact(ctx, async (tx) => {
    // Re-checked under the row lock: the addressee may have answered meanwhile.
    const row = await lockedConnection(tx, connectionId);
    policy.authorizeCancel(ctx.viewer, row);
    await repo.deleteConnection(tx, connectionId);
    const addresseeId = row.addressee_user_id;
    record(
      tx,
      { type: 'friendRequest.removed', addresseeId },
      { type: 'connection.changed', userIds: [ctx.viewer.id, addresseeId] },
    );
  });
  return presentCancelledRequest(before);
}

/** Either party removes an accepted connection: the row goes, the chat is deactivated. */
export async function removeConnection(ctx: ServiceContext, connectionId: string): Promise<string> {
  policy.authorizeRemove(ctx.viewer, await requireConnection(ctx.db, connectionId));
  await transact(ctx, async (tx) => {
    const row = await lockedConnection(tx, connectionId);
    policy.authorizeRemove(ctx.viewer, row);
    await repo.deleteConnection(tx, connectionId);
    await repo.deactivateChat(tx, row.requester_user_id, row.addressee_user_id);
    record(tx, {
      type: 'connection.changed',
      userIds: [row.requester_user_id, row.addressee_user_id],
    });
  });
  return connectionId;
}

/** Blocks a member (idempotent): user_blocks row, pair row 'blocked' by the viewer, chat closed. */
export async function blockUser(ctx: ServiceContext, addresseeUserId: string): Promise<Connection> {
  const { db, viewer } = ctx;
  if (addresseeUserId === viewer.id) throw new AppError('BAD_USER_INPUT', MESSAGES.selfBlock);
  await requireMember(db, addresseeUserId);
  const id = await transact(ctx, async (tx) => {
    await repo.insertBlock(tx, viewer.id, addresseeUserId);
    const existing = await repo.findPair(tx, viewer.id, addresseeUserId, true);
    const row = await repo.markBlocked(tx, existing, viewer.id, addresseeUserId);
    const chatId = await repo.deactivateChat(tx, viewer.id, addresseeUserId);
    // A block between a squad's owner and a member ends the membership, as leaving does
    // (docs/decisions/0028): neither stays in a team with the other.
    await endSquadsBetween(tx, viewer.id, addresseeUserId);
    // A pending request either way is gone now: its addressee's badge goes down.
    if (existing?.status === 'pending') {
      record(tx, { type: 'friendRequest.removed', addresseeId: existing.addressee_user_id });
    }
    // The chat is gone for both: their open sockets leave its room, its unread leaves their badges.
    if (chatId) {
      record(tx, { type: 'chat.hidden', chatId, userIds: [viewer.id, addresseeUserId] });
    }
    return row.id;
  });
  return presentBlockedConnection(await view(ctx, id));
}

async function list(ctx: ServiceContext, which: repo.ConnectionList) {
  const cap = policy.CONNECTION_LIST_CAP;
  const rows = await repo.listConnections(ctx.db, ctx.viewer.id, which, cap);
  return rows.map(presentConnection);
}

/** The viewer's accepted connections; another member's list is FORBIDDEN (privacy). */
export async function loadConnectionsList(ctx: ServiceContext, userId: string) {
  connectionPolicy.authorize(ctx.viewer, 'seeConnectionsOf', userId);
  return list(ctx, 'accepted');
}

export const loadPendingFriendRequests = (ctx: ServiceContext) => list(ctx, 'received');
export const loadSentFriendRequests = (ctx: ServiceContext) => list(ctx, 'sent');

/** The viewer's relation to a member (none without a row; NOT_FOUND for no such member or a block). */
export async function checkConnectionStatus(
  ctx: ServiceContext,
  addresseeUserId: string,
): Promise<ConnectionState> {
  await requireVisibleMember(ctx.db, ctx.viewer, addresseeUserId);
  return presentState(await ctx.loaders.connectionState.load(addresseeUserId));
}
