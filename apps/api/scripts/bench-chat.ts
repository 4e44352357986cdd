// `npm run bench:chat`: N polling socket.io clients in pairs exchange messages; prints end-to-end
// latency (GraphQL sendMessage → the peer's receiveMessage) p50/p99, delivered/expected and lost.
// A benchmark, not a test: it reports figures and never fails a build.
//
//   npm run bench:chat                                  # 200 clients, the app in a child process
//   npm run bench:chat -- --clients 1000 --messages 5 --interval 10000
//   BENCH_URL=http://host:port DATABASE_URL=postgres://… JWT_SECRET=… npm run bench:chat
//                         # a running instance: members are written to its database directly
import { parseArgs } from 'node:util';
import { QUOTAS } from '@squadup/shared';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { MINUTE_MS } from '../src/lib/rate-limit.js';
import { seedBenchMembers, type BenchMember } from './bench-chat-seed.js';
import { percentile, startLocalServer } from './local-server.js';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    messages: { type: 'string', default: '5' },
    interval: { type: 'string', default: '5000' }, // ms between one client's messages
    drain: { type: 'string', default: '15000' }, // ms to wait for the last deliveries
  },
});
const CLIENTS = Math.max(2, Math.floor(Number(args.clients) / 2) * 2);
const MESSAGES = Number(args.messages);
const INTERVAL_MS = Number(args.interval);
const DRAIN_MS = Number(args.drain);
const CONNECT_BATCH = 50;
// The server refuses a member's messages past QUOTAS.messagesPerMinute (TOO_MANY_REQUESTS), which
// would count as send errors here: keep each client's rate under it (the default sends 5).
const QUOTA_WARNING =
  MESSAGES > QUOTAS.messagesPerMinute && INTERVAL_MS < MINUTE_MS / QUOTAS.messagesPerMinute
    ? `note: more than ${QUOTAS.messagesPerMinute} messages a minute per client; the quota will refuse some`
    : null;
const print = (line = '') => process.stdout.write(`${line}\n`);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  url: string;
  members: BenchMember[];
  stop(): Promise<void>;
}

/** A running instance (BENCH_URL) whose database (DATABASE_URL) and JWT_SECRET we share. */
async function useRunning(url: string): Promise<Target> {
  const config = loadConfig({ ...process.env, ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const database = await openDatabase(config);
  const members = await seedBenchMembers(database.db, config, CLIENTS);
  await database.close();
  return { url: url.replace(/\/+$/, ''), members, stop: () => Promise.resolve() };
}

async function main() {
  const started = Date.now();
  const target = process.env.BENCH_URL
    ? await useRunning(process.env.BENCH_URL)
    : await startLocalServer(CLIENTS, print);
  print(`bench:chat: ${CLIENTS} clients, ${MESSAGES} messages each, one every ${INTERVAL_MS} ms`);
  if (QUOTA_WARNING) print(QUOTA_WARNING);
  print(`server ${target.url} ready in ${Date.now() - started} ms`);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let duplicates = 0;
  let disconnects = 0;
  const errorSamples = new Set<string>();
  const sockets: Socket[] = [];
  const connectStart = Date.now();
  for (let i = 0; i < target.members.length; i += CONNECT_BATCH) {
    await Promise.all(
      target.members.slice(i, i + CONNECT_BATCH).map(async (m) => {
        const socket = io(target.url, {
          transports: ['polling'],
          forceNew: true,
          auth: { token: m.token },
          reconnection: true,
        });
        socket.on('receiveMessage', (message: { content: string; sender_id: string }) => {
          if (message.sender_id === m.id) return; // the sender's own copy (it joined the room too)
          const at = sentAt.get(message.content);
          if (at === undefined) return;
          if (at < 0) duplicates += 1;
          else latencies.push(Date.now() - at);
          sentAt.set(message.content, -1);
        });
        sockets.push(socket);
        socket.on('disconnect', () => (disconnects += 1));
        const joined = new Promise<void>((resolve, reject) => {
          // Like the web client: (re)join the open chat on every connect, reconnections included.
          socket.on('connect', () => {
            socket
              .timeout(60_000)
              .emitWithAck('joinChat', m.chatId)
              .then(() => resolve(), reject);
          });
          socket.once('connect_error', reject);
        });
        await joined;
      }),
    );
  }
  print(`${sockets.length} sockets connected and joined in ${Date.now() - connectStart} ms`);

  let expected = 0;
  let sendErrors = 0;
  const sendLatencies: number[] = [];
  const sendStart = Date.now();
  await Promise.all(
    target.members.map(async (m, index) => {
      await delay(Math.random() * INTERVAL_MS);
      for (let k = 0; k < MESSAGES; k += 1) {
        const content = `bench ${index} ${k}`;
        const t0 = Date.now();
        sentAt.set(content, t0);
        const res = await fetch(`${target.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${m.token}` },
          body: JSON.stringify({
            query:
              'mutation($c: ID!, $t: String!) { sendMessage(chatId: $c, content: $t) { _id } }',
            variables: { c: m.chatId, t: content },
          }),
        }).catch((error: unknown) => {
          if (errorSamples.size < 3) errorSamples.add(String(error));
          return null;
        });
        sendLatencies.push(Date.now() - t0);
        const body = res?.ok ? ((await res.json()) as { errors?: { message: string }[] }) : null;
        if (!body || body.errors) {
          if (errorSamples.size < 3) {
            errorSamples.add(body?.errors?.[0]?.message ?? `HTTP ${res?.status ?? 'failed'}`);
          }
          sendErrors += 1;
          sentAt.delete(content);
        } else expected += 1;
        if (k < MESSAGES - 1) await delay(INTERVAL_MS);
      }
    }),
  );
  const sendSeconds = (Date.now() - sendStart) / 1000;
  const drainUntil = Date.now() + DRAIN_MS;
  while (latencies.length < expected && Date.now() < drainUntil) await delay(100);

  const droppedConnections = disconnects;
  for (const socket of sockets) socket.disconnect();
  await target.stop();

  const sorted = [...latencies].sort((a, b) => a - b);
  print();
  print(
    `messages sent:   ${expected} in ${sendSeconds.toFixed(1)} s (${(expected / sendSeconds).toFixed(0)}/s), send errors ${sendErrors}`,
  );
  print(
    `delivered:       ${latencies.length}/${expected}, lost ${expected - latencies.length}, duplicates ${duplicates}`,
  );
  if (errorSamples.size > 0) print(`send errors, e.g.: ${[...errorSamples].join(' | ')}`);
  print(`socket disconnects during the run: ${droppedConnections}`);
  const sends = [...sendLatencies].sort((a, b) => a - b);
  print(
    `sendMessage (ms): p50 ${percentile(sends, 50)}  p99 ${percentile(sends, 99)} (the GraphQL answer)`,
  );
  print(
    `latency (ms):    p50 ${percentile(sorted, 50)}  p90 ${percentile(sorted, 90)}  p99 ${percentile(sorted, 99)}  max ${sorted.at(-1) ?? NaN}`,
  );
  process.exit(0);
}

await main();
