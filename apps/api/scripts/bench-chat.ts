// `npm run bench:chat`: N polling socket.io clients in pairs exchange messages; prints, for the
// app and for a bare socket.io relay measured in the same run with the same clients, transport,
// rate and message shape (the floor), delivered/expected, lost, socket disconnects, the send's
// answer p50/p99, end-to-end latency (send → the peer's receiveMessage) p50/p99/max and the
// server process's CPU, then the app/floor ratios. A benchmark, not a test: it never fails a build.
//
//   npm run bench:chat                                  # 200 clients, app on an in-memory PGlite
//   DATABASE_URL=postgres://… npm run bench:chat -- --clients 1000
//                         # app on a throwaway database on that server, dropped at the end
//   npm run bench:chat -- --clients 1000 --floor false --cpu-prof /tmp/prof
//   BENCH_URL=http://host:port DATABASE_URL=postgres://… JWT_SECRET=… npm run bench:chat
//                         # a running instance: members are written to its database directly
//   npm run bench:chat -- --squads 100 --size 8
//                         # squad mode: 100 squads of 8 (owner + 7) in place of pairs; each send is
//                         # from a random member of the squad and is a delivery to each of the 7
//                         # others (the table counts deliveries); the floor relays the same fan-out
import { parseArgs } from 'node:util';
import { QUOTAS } from '@squadup/shared';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { MINUTE_MS } from '../src/lib/rate-limit.js';
import { runChatLoad, type LoadResult, type LoadTarget } from './bench-chat-load.js';
import { printTable } from './bench-chat-report.js';
import { seedBenchMembers } from './bench-chat-seed.js';
import { seedBenchSquads } from './bench-chat-seed-squads.js';
import { startLocalServer, startRelay } from './local-server.js';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    messages: { type: 'string', default: '5' },
    interval: { type: 'string', default: '5000' }, // ms between one client's messages
    drain: { type: 'string', default: '15000' }, // ms to wait for the last deliveries
    floor: { type: 'string', default: 'true' }, // also measure the bare relay
    'cpu-prof': { type: 'string' }, // a directory: the app child writes a V8 CPU profile there
    squads: { type: 'string' }, // squad mode: this many squads, in place of --clients
    size: { type: 'string', default: '8' }, // squad mode: members per squad, the owner included
  },
});
const squadSize = args.squads ? Math.max(2, Math.floor(Number(args.size))) : undefined;
const load = {
  clients: squadSize
    ? Math.max(1, Math.floor(Number(args.squads))) * squadSize
    : Math.max(2, Math.floor(Number(args.clients) / 2) * 2),
  messages: Number(args.messages),
  intervalMs: Number(args.interval),
  drainMs: Number(args.drain),
  randomSender: squadSize !== undefined,
};
// The server refuses a member's messages past QUOTAS.messagesPerMinute (TOO_MANY_REQUESTS), which
// would count as send errors here: keep each client's rate under it (the default sends 5).
const QUOTA_WARNING =
  load.messages > QUOTAS.messagesPerMinute && load.intervalMs < MINUTE_MS / QUOTAS.messagesPerMinute
    ? `note: more than ${QUOTAS.messagesPerMinute} messages a minute per client; the quota will refuse some`
    : null;
const print = (line = '') => process.stdout.write(`${line}\n`);

/** A running instance (BENCH_URL) whose database (DATABASE_URL) and JWT_SECRET we share. */
async function useRunning(url: string): Promise<LoadTarget> {
  const config = loadConfig({ ...process.env, ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const database = await openDatabase(config);
  const members = squadSize
    ? await seedBenchSquads(database.db, config, load.clients / squadSize, squadSize)
    : await seedBenchMembers(database.db, config, load.clients);
  await database.close();
  return { url: url.replace(/\/+$/, ''), members, send: 'graphql' };
}

async function measure(
  label: string,
  start: () => Promise<LoadTarget & { stop(): Promise<void> }>,
): Promise<LoadResult> {
  const started = Date.now();
  const target = await start();
  print(`${label}: ${target.url} ready in ${Date.now() - started} ms`);
  try {
    return await runChatLoad(target, load, print);
  } finally {
    await target.stop();
  }
}

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
  print(
    `bench:chat: ${load.clients} polling clients, ${load.messages} messages each, one every ${load.intervalMs} ms ` +
      `(${((load.clients * 1000) / load.intervalMs).toFixed(0)} a second offered)`,
  );
  if (squadSize)
    print(
      `squad mode: ${load.clients / squadSize} squads of ${squadSize}, each message from a random member ` +
        `to the ${squadSize - 1} others (${((load.clients * (squadSize - 1) * 1000) / load.intervalMs).toFixed(0)} deliveries a second offered)`,
    );
  if (QUOTA_WARNING) print(QUOTA_WARNING);
  const rows: { label: string; result: LoadResult }[] = [];
  if (args.floor !== 'false' && !process.env.BENCH_URL) {
    const result = await measure('floor (bare socket.io relay)', async () => ({
      ...(await startRelay(load.clients, print, { squadSize })),
      send: 'socket' as const,
    }));
    rows.push({ label: 'floor: socket.io relay', result });
  }
  const appLabel = process.env.BENCH_URL ? `app at ${process.env.BENCH_URL}` : `app, ${database}`;
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];
  const result = await measure(appLabel, async () =>
    process.env.BENCH_URL
      ? { ...(await useRunning(process.env.BENCH_URL)), stop: () => Promise.resolve() }
      : {
          ...(await startLocalServer(load.clients, print, { nodeArgs, squadSize })),
          send: 'graphql' as const,
        },
  );
  rows.push({ label: appLabel, result });
  print();
  printTable(rows, print, squadSize !== undefined);
  process.exit(0);
}

await main();
