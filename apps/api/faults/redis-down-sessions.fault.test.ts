import { AUTH_ROUTES } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../test/support/chat.js';
import { startTestCluster, type TestCluster } from '../test/cluster.js';
import { startRedis, type TestRedis } from '../test/redis.js';
import { memberSocket } from '../test/sockets.js';

// The Redis adapter applies a room-wide disconnect to this instance's own sockets only when its
// request comes back through Redis. With Redis down, "sign out everywhere" left the member's
// sockets open even on the instance that ended the session, until Redis returned.
describe('while Redis is down', () => {
  let redis: TestRedis;
  let cluster: TestCluster;
  beforeAll(async () => {
    redis = await startRedis();
    cluster = await startTestCluster(2, { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
  });

  it('signing out everywhere still closes the sockets on the instance that ended the session', async () => {
    const [here] = cluster.apps;
    const ada = await member(here!);
    const socket = await memberSocket(here!, ada);
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));

    await redis.kill();
    const res = await here!.request
      .post(AUTH_ROUTES.logoutEverywhere)
      .set('Authorization', `Bearer ${ada.token}`);
    expect(res.status).toBe(200);

    expect(await closed).toBe('io server disconnect');
    socket.close();
  });
});
