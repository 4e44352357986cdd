// `npm run probe:flood`: one member floods their socket with joinChat frames while another
// member's requests (GET /healthz and a GraphQL query) are timed. Prints, per flood variant, the
// other member's p50/p99/max, the server's memory growth and whether (and when) the flooding
// socket was disconnected. A probe, not a test: it reports figures and never fails a build.
//
//   npm run probe:flood                          # 20,000 frames per variant
//   npm run probe:flood -- --frames 5000 --packets-per-post 5000
import { parseArgs } from 'node:util';
import { SERVER_EVENTS, type RateLimitedPayload } from '@squadup/shared';
import { io, type Socket } from 'socket.io-client';
import type { BenchMember } from './bench-chat-seed.js';
import { percentile, startLocalServer, type LocalServer } from './local-server.js';

const { values: args } = parseArgs({
  options: {
    frames: { type: 'string', default: '20000' },
    // Polling variants: packets per hand-made POST (5,000 is ~250 KB; 300 fits in 16 KB).
    'packets-per-post': { type: 'string', default: '5000,300' },
    settle: { type: 'string', default: '60000' }, // ms to wait for the server to get through a flood
    window: { type: 'string', default: '3000' }, // ms the other member is timed at least, from the flood's start
  },
});
const FRAMES = Number(args.frames);
const POLLING_VARIANTS = args['packets-per-post'].split(',').map(Number);
const SETTLE_MS = Number(args.settle);
const WINDOW_MS = Number(args.window);
const print = (line = '') => process.stdout.write(`${line}\n`);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1024 * 1024;

type Transport = 'websocket' | 'polling';

/** A connected socket of `member` on one transport; records how it ends. */
async function connect(server: LocalServer, member: BenchMember, transport: Transport) {
  const socket: Socket = io(server.url, {
    transports: [transport],
    forceNew: true,
    reconnection: false,
    auth: { token: member.token },
  });
  const ended = { at: 0, reason: '', said: '' };
  socket.on(SERVER_EVENTS.rateLimited, (payload: RateLimitedPayload) => {
    ended.said = `${payload.code} "${payload.message}"`;
  });
  socket.on('disconnect', (reason) => {
    ended.at = Date.now();
    ended.reason = reason;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, ended };
}

/** The other member, timed one request after another until `stop` resolves. */
async function timeRequests(server: LocalServer, member: BenchMember, stop: Promise<unknown>) {
  let running = true;
  void stop.finally(() => (running = false));
  const health: number[] = [];
  const graphql: number[] = [];
  let failures = 0;
  const body = JSON.stringify({
    query: 'query($c: ID!) { getMessagesForChat(chatId: $c) { _id } }',
    variables: { c: member.chatId },
  });
  const timed = async (into: number[], request: () => Promise<Response>) => {
    const t0 = performance.now();
    const res = await request().catch(() => null);
    if (!res?.ok) failures += 1;
    await res?.arrayBuffer();
    into.push(performance.now() - t0);
  };
  while (running) {
    await timed(health, () => fetch(`${server.url}/healthz`));
    await timed(graphql, () =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.token}` },
        body,
      }),
    );
    await delay(20);
  }
  return { health, graphql, failures };
}

/** Waits until the flood is over: the socket was closed, or a last join was answered. */
async function settled(socket: Socket, chatId: string, ended: { at: number }) {
  if (ended.at) return;
  await Promise.race([
    socket
      .timeout(SETTLE_MS)
      .emitWithAck('joinChat', chatId)
      .catch(() => undefined),
    new Promise((resolve) => socket.once('disconnect', resolve)),
  ]);
}

/**
 * `FRAMES` joinChat frames as fast as the client library writes them, yielding every 500 so this
 * process's own timing of the other member is not held up by writing them.
 */
async function floodWebsocket(socket: Socket, chatId: string) {
  for (let i = 0; i < FRAMES && socket.connected; i += 1) {
    socket.emit('joinChat', chatId);
    if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
  }
  return ['one frame each'];
}

/** Hand-made polling POSTs, each carrying perPost packets (an engine.io payload). */
async function floodPolling(server: LocalServer, socket: Socket, chatId: string, perPost: number) {
  const sid = socket.io.engine.id;
  const packet = `42${JSON.stringify(['joinChat', chatId])}`;
  const statuses = new Map<string, number>();
  for (let sent = 0; sent < FRAMES; sent += perPost) {
    const count = Math.min(perPost, FRAMES - sent);
    const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: Array.from({ length: count }, () => packet).join('\x1e'),
    }).catch(() => null);
    const status = res ? String(res.status) : 'failed';
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await res?.arrayBuffer();
  }
  return [...statuses].map(([status, n]) => `${n} x HTTP ${status}`);
}

const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => (Number.isNaN(v) ? '-' : `${v.toFixed(0)} ms`);
  return `p50 ${f(percentile(sorted, 50))} / p99 ${f(percentile(sorted, 99))} / max ${f(sorted.at(-1) ?? NaN)}`;
};

async function probe(transport: Transport, perPost = 0) {
  const server = await startLocalServer(2, print);
  try {
    const [flooder, other] = server.members as [BenchMember, BenchMember];
    const { socket, ended } = await connect(server, flooder, transport);
    await socket.timeout(10_000).emitWithAck('joinChat', flooder.chatId);
    await timeRequests(server, other, delay(500)); // warm-up, not reported
    const quiet = await timeRequests(server, other, delay(WINDOW_MS));
    const before = await server.memory();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const usage = await server.memory();
        peakRss = Math.max(peakRss, usage.rss);
        peakHeap = Math.max(peakHeap, usage.heapUsed);
        await delay(100);
      }
    })();

    const t0 = Date.now();
    let floodOver!: () => void;
    const over = new Promise<void>((resolve) => (floodOver = resolve));
    const timing = timeRequests(server, other, over);
    const sent =
      transport === 'websocket'
        ? await floodWebsocket(socket, flooder.chatId)
        : await floodPolling(server, socket, flooder.chatId, perPost);
    await settled(socket, flooder.chatId, ended);
    const seconds = (Date.now() - t0) / 1000;
    // The other member is timed for the window at least, and a little after the flood is handled.
    await delay(Math.max(250, WINDOW_MS - (Date.now() - t0)));
    floodOver();
    const loaded = await timing;
    sampling = false;
    await sampler;

    const variant = transport === 'polling' ? `polling, ${perPost} packets a POST` : transport;
    print(`\n${variant}: ${FRAMES} joinChat frames on one socket (${sent.join(', ')})`);
    print(`  flood handled in       ${seconds.toFixed(1)} s`);
    print(
      `  flooding socket        ${ended.at ? `disconnected after ${((ended.at - t0) / 1000).toFixed(2)} s (${ended.reason}${ended.said ? `; said ${ended.said}` : ''})` : 'still connected'}`,
    );
    print(`  other member, quiet    healthz ${ms(quiet.health)}; graphql ${ms(quiet.graphql)}`);
    print(
      `  other member, flood    healthz ${ms(loaded.health)}; graphql ${ms(loaded.graphql)} (${loaded.health.length} + ${loaded.graphql.length} requests, ${loaded.failures} failed)`,
    );
    print(
      `  server memory          rss +${((peakRss - before.rss) / MB).toFixed(0)} MB, heap +${((peakHeap - before.heapUsed) / MB).toFixed(0)} MB (peak over before)`,
    );
    socket.disconnect();
  } finally {
    await server.stop();
  }
}

print(`probe:flood: ${FRAMES} joinChat frames per variant`);
await probe('websocket');
for (const perPost of POLLING_VARIANTS) await probe('polling', perPost);
process.exit(0);
