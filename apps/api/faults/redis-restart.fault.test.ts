import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { connect, member } from '../test/support/chat.js';
import { openChatReader, type ChatReader } from '../test/chat-reader.js';
import { startTestCluster, type TestCluster } from '../test/cluster.js';
import { startRedis, type TestRedis } from '../test/redis.js';
import { startSteadySender, type SteadySender } from '../test/steady-sender.js';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';

const SENDERS = 4;
const SEND_INTERVAL_MS = 60;
/**
 * Sends acknowledged in each phase: before the kill, while Redis is down, while only instance 2
 * is cut off from the restarted Redis, and after instance 2 asked its sockets to reconnect.
 */
const PER_PHASE = 6;
/** Bounds on waits for events, never sleeps: a phase's sends, the reconnect, the last delivery. */
const PHASE_MS = 15_000;
const RECONNECT_MS = 15_000;
const DELIVERY_MS = 10_000;

/** Resolves once `done()` answers true (asked every 20 ms); rejects after `ms`. */
async function pollUntil(what: string, done: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until some instance's subscriber is on `url` again (the adapter's pattern subscription). */
async function someoneSubscribed(url: string): Promise<void> {
  const probe = createClient({ url });
  await probe.connect();
  try {
    await pollUntil(
      'an instance subscribed again',
      async () => Number(await probe.sendCommand(['PUBSUB', 'NUMPAT'])) > 0,
      PHASE_MS,
    );
  } finally {
    await probe.quit();
  }
}

/** The figures a failure shows, and the run prints. */
function outcome(acked: readonly string[], reader: ChatReader, notes: string): string {
  const live = acked.filter((id) => reader.live.has(id)).length;
  const caughtUp = acked.filter((id) => !reader.live.has(id) && reader.caughtUp.has(id)).length;
  return (
    `acknowledged ${acked.length} (${notes}); seen on instance 2 ${live + caughtUp} (live ` +
    `${live}, caught up ${caughtUp}), missing ${acked.length - live - caughtUp}; reconnects ` +
    `${reader.reconnects}; reader errors ${JSON.stringify(reader.errors)}`
  );
}

// Two instances joined by a real redis-server that is SIGKILLed and started again on its port
// while members on instance 1 keep sending to a member whose socket is on instance 2. Whatever
// the adapter could not carry meanwhile must reach that member after all: live, or by the
// catch-up its client makes after reconnecting (instance 2 asks its sockets to reconnect).
// Instances on separate hosts find the restarted Redis at different moments; here both run in
// one process on one back-off schedule, so instance 2 reaches Redis through a proxy that the
// test keeps shut until instance 1 is back and has published a few messages.
describe('redis-server killed and restarted under chat traffic', () => {
  let redis: TestRedis;
  let proxy: TcpProxy;
  let cluster: TestCluster;
  let reader: ChatReader | undefined;
  let sender: SteadySender | undefined;
  const unhandled: unknown[] = [];
  /** Each instance's warn and error lines (pino JSON). */
  const logs: string[][] = [[], []];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    redis = await startRedis();
    proxy = await startTcpProxy(Number(new URL(redis.url).port));
    const urls = [redis.url, `redis://${proxy.host}`];
    cluster = await startTestCluster(
      2,
      (i) => ({ REDIS_URL: urls[i]! }),
      (i) =>
        createLogger({ env: 'test', logLevel: 'warn' }, { write: (line) => logs[i]!.push(line) }),
    );
  });
  afterAll(async () => {
    await sender?.stop();
    reader?.close();
    await cluster?.stop();
    await proxy?.close();
    await redis?.stop();
    process.off('unhandledRejection', onUnhandled);
  });

  it('delivers every acknowledged message to the member on the other instance', async () => {
    const [one, two] = cluster.apps as [TestCluster['apps'][0], TestCluster['apps'][0]];
    const bob = await member(two);
    // Several senders: each stays under the per-member message quota.
    const senders = [];
    for (let i = 0; i < SENDERS; i += 1) {
      const ada = await member(one); // her GraphQL calls go to instance 1
      senders.push({ member: ada, chatId: (await connect(one, ada, bob)).chatId });
    }
    reader = await openChatReader(
      two,
      bob,
      senders.map((s) => s.chatId),
    );
    sender = startSteadySender(senders, SEND_INTERVAL_MS);

    expect(await sender.ackedAtLeast(PER_PHASE, PHASE_MS)).toBe(true);
    proxy.hold();
    await redis.kill();
    // Sends while Redis is down (counted, not timed): their publishes cannot reach instance 2.
    const downFrom = sender.acked.length;
    expect(await sender.ackedAtLeast(downFrom + PER_PHASE, PHASE_MS)).toBe(true);
    const sentWhileDown = sender.acked.length - downFrom;
    await redis.restart();
    // Instance 1 is back (only it can reach Redis yet) and sends a few more.
    await someoneSubscribed(redis.url);
    const awayFrom = sender.acked.length;
    expect(await sender.ackedAtLeast(awayFrom + PER_PHASE, PHASE_MS)).toBe(true);
    const sentWhileAway = sender.acked.length - awayFrom;
    proxy.open();
    const reconnected = await reader.reconnected(RECONNECT_MS);
    await sender.ackedAtLeast(sender.acked.length + PER_PHASE, PHASE_MS);
    await sender.stop();

    const acked = [...sender.acked];
    const delivered = await reader.seenAll(acked, DELIVERY_MS);
    const phases = `${sentWhileDown} while Redis was down, ${sentWhileAway} while only instance 2 was cut off`;
    const failures = `sends refused ${JSON.stringify(sender.failed)}; unhandled rejections ${unhandled.length}`;
    const figures = `${outcome(acked, reader, phases)}; ${failures} ${unhandled.map(String).join(' | ')}`;
    console.warn(`redis-restart: ${figures}`);
    expect(delivered, figures).toBe(true);
    expect(reconnected, figures).toBe(true);
    expect(sender.failed, figures).toEqual([]);
    expect(unhandled, figures).toEqual([]);
    // Neither instance went down, and the member's socket is connected again.
    for (const app of [one, two]) expect((await app.request.get('/healthz')).status).toBe(200);
    expect(reader.client.socket.connected, figures).toBe(true);
    // One warning when the outage starts and one when it ends, not one per retry; instance 2
    // names the socket it asked to reconnect.
    const messages = logs.map((lines) =>
      lines.map((line) => (JSON.parse(line) as { msg: string }).msg),
    );
    for (const said of messages) {
      expect(
        said.filter((msg) => msg.includes('Redis connection lost')),
        figures,
      ).toHaveLength(1);
      expect(
        said.filter((msg) => msg.includes('Redis connection restored')),
        figures,
      ).toHaveLength(1);
    }
    expect(messages[1]!.join('\n'), figures).toMatch(
      /restored after .*: [1-9]\d* sockets asked to reconnect/,
    );
  });
});
