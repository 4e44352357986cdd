import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, member, send } from '../src/modules/chat/chat.test-helpers.js';
import { buildMember } from './members.js';
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
    cluster = await startTestCluster(2, { REDIS_URL: redis.url });
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
});
