import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBlock, buildConnection } from '../../../test/factories.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { socketTestApp } from '../../../test/socket-app.js';
import type { TestSocket } from '../../../test/sockets.js';
import { selectRows } from '../../db/raw.js';
import { pendingRequestCount } from './connections.service.js';

// cancelFriendReq: the requester withdraws a pending request. The row goes
// (the pair is back to none), the addressee's pending count drops live, both members hear of the
// change, and the requester may ask again; anyone else, and any row no longer pending, is refused
// with a stable code and nothing changes.

const CANCEL = `mutation Cancel($connectionId: ID!) { cancelFriendReq(connectionId: $connectionId) {
  _id status requester_user_id addressee_user_id other_user_id first_name message } }`;
const SEND = `mutation Send($id: ID!, $message: String) {
  sendFriendReq(addresseeUserId: $id, message: $message) { _id } }`;
const DECLINE = `mutation Decline($id: ID!) { declineFriendReq(connectionId: $id) { _id } }`;
const PENDING = `query { loadPendingFriendRequests { _id } }`;
const SENT = `query { loadSentFriendRequests { _id } }`;
const STATUS = `query Status($id: ID!) { checkConnectionStatus(addresseeUserId: $id) { status } }`;

interface Cancelled {
  _id: string;
  status: string;
  requester_user_id: string;
  addressee_user_id: string;
  other_user_id: string;
  first_name: string | null;
  message: string | null;
}

const suite = socketTestApp();
let n = 0;
const member = (first_name = `Can${(n += 1)}`) =>
  buildMember(suite.app, { first_name, last_name: 'Celler' });

async function send(from: Member, to: Member, message?: string): Promise<string> {
  const res = await from.gql<{ sendFriendReq: { _id: string } }>(SEND, { id: to.user.id, message });
  expect(res.errors).toBeUndefined();
  return res.data.sendFriendReq._id;
}

const cancel = (who: Member, connectionId: string) =>
  who.gql<{ cancelFriendReq: Cancelled }>(CANCEL, { connectionId });

/** The connection row as the database holds it (undefined once deleted). */
const rowOf = async (id: string) =>
  (
    await selectRows<{ status: string; requester_user_id: string }>(
      suite.app.db,
      sql`select status, requester_user_id from connections where id = ${id}`,
    )
  )[0];

const ids = async (who: Member, query: string, field: string) =>
  (await who.gql<Record<string, { _id: string }[]>>(query)).data[field]!.map((c) => c._id);

/** The pending-count updates a socket received after index `from` (the exact counts and ±1s). */
const friendEvents = (client: TestSocket, from: number) =>
  client.events
    .slice(from)
    .filter((e) => e.event.startsWith('friendRequest'))
    .map((e) =>
      e.event === 'friendRequestUpdate' ? (e.args[0] as { count: number }).count : e.event,
    );

describe('cancelFriendReq', () => {
  it('lets the requester withdraw: the row goes, both lists drop it, the addressee’s count drops live', async () => {
    const [ann, bob, cy] = [await member('Ann'), await member('Bob'), await member('Cy')];
    const bobSocket = await suite.open(bob);
    const annSocket = await suite.open(ann);
    const fromCy = await send(cy, bob);
    const fromAnn = await send(ann, bob, 'Hello Bob');
    await bobSocket.until<{ count: number }>('friendRequestUpdate', (u) => u.count === 2);
    const start = bobSocket.events.length;
    const annUpdates = annSocket.all('connectionUpdate').length;

    const res = await cancel(ann, fromAnn);
    expect(res.errors).toBeUndefined();
    expect(res.data.cancelFriendReq).toEqual({
      _id: fromAnn,
      status: 'none',
      requester_user_id: ann.user.id,
      addressee_user_id: bob.user.id,
      other_user_id: bob.user.id,
      first_name: 'Bob',
      message: 'Hello Bob',
    });
    expect(await rowOf(fromAnn)).toBeUndefined();

    // Exactly one step down, to what the database holds; Cy's request is untouched. (Waited for
    // by position: a count of 1 was already received after Cy's request.)
    await bobSocket.until('friendRequestUpdate', () => friendEvents(bobSocket, start).length >= 2);
    expect(friendEvents(bobSocket, start)).toEqual(['friendRequestDecrement', 1]);
    expect(await pendingRequestCount(suite.app.db, bob.user.id)).toBe(1);
    expect(await ids(bob, PENDING, 'loadPendingFriendRequests')).toEqual([fromCy]);
    expect(await ids(ann, SENT, 'loadSentFriendRequests')).toEqual([]);
    // Both members hear that the pair changed, each about the other.
    await bobSocket.until<{ userId: string }>('connectionUpdate', (u) => u.userId === ann.user.id);
    await annSocket.until<{ userId: string }>(
      'connectionUpdate',
      () => annSocket.all('connectionUpdate').length > annUpdates,
    );
    expect(annSocket.all<{ userId: string }>('connectionUpdate').at(-1)).toEqual({
      userId: bob.user.id,
    });
    // The requester's own count never moved.
    expect(annSocket.all('friendRequestDecrement')).toEqual([]);

    // Back to none for both, and the requester may ask again at once (no cool-down).
    for (const [viewer, other] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      const status = await viewer.gql<{ checkConnectionStatus: { status: string } }>(STATUS, {
        id: other.user.id,
      });
      expect(status.data.checkConnectionStatus.status).toBe('none');
    }
    const again = await send(ann, bob);
    expect(await rowOf(again)).toEqual({ status: 'pending', requester_user_id: ann.user.id });
    expect(await pendingRequestCount(suite.app.db, bob.user.id)).toBe(2);
  });

  it('refuses the addressee and a third member (FORBIDDEN) and changes nothing', async () => {
    const [ann, bob, eve] = [await member(), await member(), await member()];
    const request = await send(ann, bob);
    for (const who of [bob, eve]) {
      const res = await cancel(who, request);
      expect(res.code).toBe('FORBIDDEN');
      expect(res.message).toBe(
        who === bob
          ? 'Only the member who sent the request can cancel it.'
          : 'You are not part of this connection.',
      );
    }
    expect(await rowOf(request)).toEqual({ status: 'pending', requester_user_id: ann.user.id });
    expect(await pendingRequestCount(suite.app.db, bob.user.id)).toBe(1);
  });

  it('refuses an accepted or declined request (CONFLICT), leaving the row as it was', async () => {
    const [ann, bob, cy] = [await member(), await member(), await member()];
    const accepted = await buildConnection(suite.app.db, {
      requester_user_id: ann.user.id,
      addressee_user_id: bob.user.id,
    });
    const declined = await send(ann, cy);
    expect((await cy.gql(DECLINE, { id: declined })).errors).toBeUndefined();
    for (const [id, status] of [
      [accepted.id, 'accepted'],
      [declined, 'declined'],
    ] as const) {
      const res = await cancel(ann, id);
      expect(res).toMatchObject({
        code: 'CONFLICT',
        message: 'This request is no longer pending.',
      });
      expect(await rowOf(id)).toEqual({ status, requester_user_id: ann.user.id });
    }
    // A second cancel of a withdrawn request: the row is gone, so it is an unknown id.
    const request = await send(ann, await member());
    expect((await cancel(ann, request)).errors).toBeUndefined();
    expect((await cancel(ann, request)).code).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND for an unknown or malformed id, a member’s id and a blocked pair’s row', async () => {
    const [ann, bob] = [await member(), await member()];
    const pending = await send(ann, bob);
    for (const id of ['01900000-0000-7000-8000-000000000042', 'nope', bob.user.id]) {
      const res = await cancel(ann, id);
      expect(res).toMatchObject({ code: 'NOT_FOUND', message: 'Connection not found.' });
    }
    // A block turns the pair's row into `blocked` (as blockUser does): no longer anyone's request.
    await buildBlock(suite.app.db, { blocker_id: bob.user.id, blocked_id: ann.user.id });
    expect((await cancel(ann, pending)).code).toBe('NOT_FOUND');
    expect(await rowOf(pending)).toMatchObject({ status: 'blocked' });
  });

  it('refuses a missing or mistyped id as BAD_USER_INPUT, and an anonymous caller', async () => {
    const ann = await member();
    for (const variables of [{}, { connectionId: null }, { connectionId: 42.5 }])
      expect((await ann.gql(CANCEL, variables)).code).toBe('BAD_USER_INPUT');
    expect((await gqlAs(suite.app, undefined, CANCEL, { connectionId: 'x' })).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
