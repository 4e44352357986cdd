// `npm run probe:flood`: one member floods their socket with joinChat frames while another
// member's requests (GET /healthz and a GraphQL query) are timed. Prints, per flood variant, the
// other member's p50/p99/max, the server's memory growth and whether (and when) the flooding
// socket was disconnected. A probe, not a test: it reports figures and never fails a build.
//
//   npm run probe:flood                          # 20,000 frames per variant
//   npm run probe:flood -- --frames 5000 --packets-per-post 5000
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import type { BenchMember } from './bench-chat-seed.js';
import { percentile, startLocalServer, type LocalServer } from './local-server.js';

const { values: args } = parseArgs({
  options: {
    frames: { type: 'string', default: '20000' },
    'packets-per-post': { type: 'string', default: '5000' },
    settle: { type: 'string', default: '60000' }, // ms to wait for the server to get through a flood
  },
});
const FRAMES = Number(args.frames);
const PACKETS_PER_POST = Number(args['packets-per-post']);
const SETTLE_MS = Number(args.settle);
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
  socket.on('rate_limited', (payload: { code?: string; message?: string }) => {
    ended.said = `${payload.code ?? ''} "${payload.message ?? ''}"`;
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

/** `FRAMES` joinChat frames as fast as the client library writes them. */
function floodWebsocket(socket: Socket, chatId: string) {
  for (let i = 0; i < FRAMES && socket.connected; i += 1) socket.emit('joinChat', chatId);
  return Promise.resolve(['(frames written by the client)']);
}

/** Hand-made polling POSTs, each carrying PACKETS_PER_POST packets (an engine.io payload). */
async function floodPolling(server: LocalServer, socket: Socket, chatId: string) {
  const sid = socket.io.engine.id;
  const packet = `42${JSON.stringify(['joinChat', chatId])}`;
  const statuses = new Map<string, number>();
  for (let sent = 0; sent < FRAMES; sent += PACKETS_PER_POST) {
    const count = Math.min(PACKETS_PER_POST, FRAMES - sent);
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

async function probe(transport: Transport) {
  const server = await startLocalServer(2, print);
  try {
    const [flooder, other] = server.members as [BenchMember, BenchMember];
    const { socket, ended } = await connect(server, flooder, transport);
    await socket.timeout(10_000).emitWithAck('joinChat', flooder.chatId);
    const quiet = await timeRequests(server, other, delay(1000));
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
        : await floodPolling(server, socket, flooder.chatId);
    await settled(socket, flooder.chatId, ended);
    const seconds = (Date.now() - t0) / 1000;
    await delay(250); // a last sample of the other member once the flood is handled
    floodOver();
    const loaded = await timing;
    sampling = false;
    await sampler;

    print(`\n${transport}: ${FRAMES} joinChat frames on one socket (${sent.join(', ')})`);
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

print(`probe:flood: ${FRAMES} frames per variant; polling POSTs of ${PACKETS_PER_POST} packets`);
await probe('websocket');
await probe('polling');
process.exit(0);
