import { AUTH_ROUTES } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_AUTH_ENV, http, signUp } from './auth.js';
import { connect, member, send } from './support/chat.js';
import { buildApplication, buildSquad } from './factories.js';
import { buildMember, gqlAs } from './members.js';
import { startTestCluster, type TestCluster } from './cluster.js';
import { startRedis, type TestRedis } from './redis.js';
import { memberSocket, type TestSocket } from './sockets.js';

const REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;

// Two instances over one database, joined by a real redis-server on loopback (REDIS_URL), as
// two instances behind sticky sessions would run.
describe('two app instances with Redis', () => {
  let redis: TestRedis;
  let cluster: TestCluster;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    cluster = await startTestCluster(2, { REDIS_URL: redis.url, ...FAST_AUTH_ENV });
  });
  afterAll(async () => {
    for (const client of sockets) client.close();
    await cluster?.stop();
    await redis?.stop();
  });

  it('delivers a message sent through instance 1 to a polling client on instance 2, with its counts', async () => {
    const [one, two] = cluster.apps as [TestCluster['apps'][0], TestCluster['apps'][0]];
    const ada = await member(one); // her GraphQL calls go to instance 1
    const bob = await buildMember(two, { first_name: 'Bob' }); // his to instance 2
    const { chatId } = await connect(one, ada, bob);
    const bobSocket = await memberSocket(two, bob);
    sockets.push(bobSocket);
    expect(await bobSocket.ack('joinChat', chatId)).toEqual({ ok: true });
    // bob's socket lives on instance 2 only
    expect(one.server.io.of('/').sockets.size).toBe(0);

    const sent = await send(ada, chatId, 'across instances');
    const received = await bobSocket.until<{ _id: string }>('receiveMessage');
    expect(received).toMatchObject({ _id: sent._id, chat_id: chatId, content: 'across instances' });
    await bobSocket.until(
      'chatUnreadUpdate',
      (u: { chatId: string; count: number }) => u.chatId === chatId && u.count === 1,
    );
    await bobSocket.until('totalUnreadUpdate', (u: { count: number }) => u.count === 1);
  });

  it('refuses on the other instance a token whose session ended here, though it had just accepted it', async () => {
    const [one, two] = cluster.apps as [TestCluster['apps'][0], TestCluster['apps'][0]];
    const ada = await signUp(one);
    // Instance 2 checks the token against the database once and keeps the answer.
    expect((await gqlAs(two, ada.accessToken, '{ __typename }')).status).toBe(200);
    const heard = new Promise<string[]>((resolve) =>
      two.server.io.on('sessions-ended', (...userIds) => resolve(userIds)),
    );
    const ended = await http(one)
      .post(AUTH_ROUTES.logoutEverywhere)
      .set('Authorization', `Bearer ${ada.accessToken}`);
    expect(ended.status).toBe(200);
    // Redis carries the ending to instance 2 (within a round trip to Redis; awaited, not slept).
    expect(await heard).toEqual([ada.user._id]);
    const refused = await gqlAs(two, ada.accessToken, '{ __typename }');
    expect(refused.status).toBe(401);
    expect(refused.code).toBe('UNAUTHENTICATED');
  });

  it('raises a request count live on the other instance', async () => {
    const [one, two] = cluster.apps as [TestCluster['apps'][0], TestCluster['apps'][0]];
    const eve = await member(one);
    const dan = await member(two);
    const danSocket = await memberSocket(two, dan);
    sockets.push(danSocket);
    expect((await eve.gql(REQUEST, { id: dan.user.id })).errors).toBeUndefined();
    await danSocket.until('friendRequestIncrement');
    await danSocket.until('friendRequestUpdate', (u: { count: number }) => u.count === 1);
  });

  it('carries a squad join, its system line and squad messages to members on the other instance, and a leave out of the room', async () => {
    const [one, two] = cluster.apps as [TestCluster['apps'][0], TestCluster['apps'][0]];
    const owner = await member(one); // the owner acts on instance 1
    const ana = await buildMember(two, { first_name: 'Ana' }); // Ana's socket and calls: instance 2
    const ben = await buildMember(two, { first_name: 'Ben' });
    const { post, chatId } = await buildSquad(
      one.db,
      owner.user.id,
      [{ userId: ana.user.id, role: 'Frontend' }],
      { desired_roles: ['Frontend', 'Backend'], role_seats: [1, 1] },
    );
    const anaSocket = await memberSocket(two, ana);
    const benSocket = await memberSocket(two, ben);
    sockets.push(anaSocket, benSocket);
    expect(await anaSocket.ack('joinChat', chatId)).toEqual({ ok: true });

    const application = await buildApplication(one.db, {
      post_id: post.id,
      applicant_id: ben.user.id,
      role: 'Backend',
    });
    const DECIDE = `mutation($id: ID!) { updateApplicationStatus(applicationId: $id, status: accepted) { _id } }`;
    expect((await owner.gql(DECIDE, { id: application.id })).errors).toBeUndefined();
    await anaSocket.until(
      'squadUpdate',
      (u: { change: string; userId: string }) => u.change === 'joined' && u.userId === ben.user.id,
    );
    await benSocket.until('squadUpdate', (u: { change: string }) => u.change === 'joined');
    await anaSocket.until('receiveMessage', (m: { kind: string }) => m.kind === 'system');
    expect(await benSocket.ack('joinChat', chatId)).toEqual({ ok: true });

    const sent = await send(owner, chatId, 'welcome, both');
    for (const client of [anaSocket, benSocket]) {
      await client.until('receiveMessage', (m: { _id: string }) => m._id === sent._id);
      await client.until(
        'chatUnreadUpdate',
        (u: { chatId: string; count: number }) => u.chatId === chatId && u.count >= 1,
      );
    }

    // Ben leaves through instance 2; the owner's call on instance 1 then reaches Ana only.
    const LEAVE = `mutation($postId: ID!) { leaveSquad(postId: $postId) }`;
    expect((await ben.gql(LEAVE, { postId: post.id })).errors).toBeUndefined();
    await anaSocket.until('squadUpdate', (u: { change: string }) => u.change === 'left');
    const after = await send(owner, chatId, 'after ben left');
    await anaSocket.until('receiveMessage', (m: { _id: string }) => m._id === after._id);
    await benSocket.ack('leaveChat', chatId); // a round trip: anything sent before it has arrived
    expect(benSocket.all<{ _id: string }>('receiveMessage').some((m) => m._id === after._id)).toBe(
      false,
    );
  });
});
