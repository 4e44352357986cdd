import { describe, expect, it } from 'vitest';
import type { InitialCountsPayload } from '@squadup/shared';
import { member } from './support/chat.js';
import { unreadActivityCount } from '../src/modules/notifications/index.js';
import { buildPost } from './factories.js';
import { socketTestApp } from './socket-app.js';

// The unread activity count reaches the member live and exact, after a burst too.

const APPLY = `mutation($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const READ_ALL = `mutation { markAllActivityRead }`;
const REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;

describe('activity over sockets', () => {
  const suite = socketTestApp();

  it('counts 20 applications arriving at once exactly, then zero when all are read', async () => {
    const owner = await member(suite.app, 'Owner');
    const post = await buildPost(suite.app.db, { posted_by: owner.user.id });
    const early = await member(suite.app, 'Early');
    await early.gql(APPLY, { postId: post.id });
    const socket = await suite.open(owner);
    expect((await socket.until<InitialCountsPayload>('initialCounts')).activityCount).toBe(1);

    const applicants = [];
    for (let i = 0; i < 20; i += 1) applicants.push(await member(suite.app, `Applicant${i}`));
    await Promise.all(applicants.map((who) => who.gql(APPLY, { postId: post.id })));
    // A barrier: once a request's count arrives, every recount queued before it has arrived.
    await (await member(suite.app, 'Asker')).gql(REQUEST, { id: owner.user.id });
    await socket.until<{ count: number }>('friendRequestUpdate', (u) => u.count === 1);
    expect(await unreadActivityCount(suite.app.db, owner.user.id)).toBe(21);
    expect(socket.last<{ count: number }>('activityUpdate')).toEqual({ count: 21 });
    expect(socket.all<{ count: number }>('activityUpdate').every((u) => u.count <= 21)).toBe(true);

    expect((await owner.gql(READ_ALL)).errors).toBeUndefined();
    await socket.until<{ count: number }>('activityUpdate', (u) => u.count === 0);
  });
});

describe('connection changes over sockets', () => {
  const suite = socketTestApp();
  const ACCEPT = `mutation($id: ID!) { acceptFriendReq(connectionId: $id) { _id } }`;
  const DECLINE = `mutation($id: ID!) { declineFriendReq(connectionId: $id) { _id } }`;
  const REMOVE = `mutation($id: ID!) { removeConnection(connectionId: $id) }`;
  type Update = { userId: string };

  it('tells both members of a request, an answer (a decline too) and a removal, and no one else', async () => {
    const ana = await member(suite.app, 'Ana');
    const ben = await member(suite.app, 'Ben');
    const cleo = await member(suite.app, 'Cleo');
    const [anaSocket, benSocket, cleoSocket] = [
      await suite.open(ana),
      await suite.open(ben),
      await suite.open(cleo),
    ];
    /** Both members have heard of the pair's `n`th change, each about the other. */
    const bothHeard = async (n: number) => {
      for (const [socket, other] of [
        [anaSocket, ben],
        [benSocket, ana],
      ] as const) {
        await socket.until<Update>(
          'connectionUpdate',
          () => socket.all('connectionUpdate').length >= n,
        );
        expect(
          socket.all<Update>('connectionUpdate').every((u) => u.userId === other.user.id),
        ).toBe(true);
      }
    };

    const sent = await ana.gql<{ sendFriendReq: { _id: string } }>(REQUEST, { id: ben.user.id });
    await bothHeard(1);
    await ben.gql(DECLINE, { id: sent.data.sendFriendReq._id });
    await bothHeard(2);
    const again = await ben.gql<{ sendFriendReq: { _id: string } }>(REQUEST, { id: ana.user.id });
    await bothHeard(3);
    await ana.gql(ACCEPT, { id: again.data.sendFriendReq._id });
    await bothHeard(4);
    await ben.gql(REMOVE, { id: again.data.sendFriendReq._id });
    await bothHeard(5);
    expect(cleoSocket.all('connectionUpdate')).toEqual([]);
  });
});
