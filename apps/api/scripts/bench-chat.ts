// `npm run bench:chat`: N polling socket.io clients in pairs exchange messages; prints, for the
// app and for a bare socket.io relay measured in the same run with the same clients, transport,
// rate and message shape (the floor), delivered/expected, lost, socket disconnects, the send's
// answer p50/p99, end-to-end latency (send → the peer's receiveMessage) p50/p99/max and the
// server process's CPU, then the app/floor ratios. A benchmark, not a test: it never fails a build.
//
//   npm run bench:chat                                  # 200 clients, app on PGlite in a temporary directory (the embedded default)
//   DATABASE_URL=postgres://… npm run bench:chat -- --clients 1000
//                         # app on a throwaway database on that server, dropped at the end
//   npm run bench:chat -- --clients 1000 --floor false --cpu-prof /tmp/prof
//   BENCH_URL=http://host:port DATABASE_URL=postgres://… JWT_SECRET=… npm run bench:chat
//                         # a running instance: members are written to its database directly
//   npm run bench:chat -- --squads 100 --size 8
//                         # squad mode: 100 squads of 8 (owner + 7) in place of pairs; each send is
//                         # from a random member of the squad and is a delivery to each of the 7
//                         # others (the table counts deliveries); the floor relays the same fan-out
//   npm run bench:chat -- --clients 1000 --busy        # a CPU hog (stress-ng --cpu 2) beside the run
//   npm run bench:chat -- --signals --floor false
//                         # as the web with the chat open: "typing" before each send, and each
//                         # member who receives a message marks the chat read (its read receipt)
//   npm run bench:chat -- --clients 1000 --client-procs 0
//                         # the clients in the bench process itself (default: spread over child
//                         # processes, so that they are not the bottleneck; see docs/realtime.md)
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:chat -- --scale 1,2,3 --clients 1000
//                         # scale-out: 1, then 2, then 3 app instances behind a sticky proxy with
//                         # Redis, on one throwaway database each; `--instances N` for one count
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { QUOTAS } from '@squadup/shared';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { MINUTE_MS } from '../src/lib/rate-limit.js';
import { loadAverage, loadNow, startHog } from './bench-chat-busy.js';
import { databaseCpuMs } from './bench-chat-db-cpu.js';
import { runClients } from './bench-chat-clients.js';
import type { LoadTarget } from './bench-chat-load.js';
import { printScaleTable, printTable, type Row, type ScaleRow } from './bench-chat-report.js';
import { scaleRefusal, startInstances } from './bench-chat-scale.js';
import { seedBenchMembers } from './bench-chat-seed.js';
import { seedBenchSquads } from './bench-chat-seed-squads.js';
import { describeTcp, tcpMarks } from './bench-chat-tcp.js';
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
    'client-procs': { type: 'string' }, // client processes; 0: in the bench process (default below)
    busy: { type: 'boolean', default: false }, // a CPU hog beside the whole run
    signals: { type: 'boolean', default: false }, // typing before each send, a read per delivery (the app)
    instances: { type: 'string' }, // N app instances behind the sticky proxy, with Redis
    scale: { type: 'string' }, // instance counts, one row each: "1,2,3"
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
  signals: args.signals,
};
// The server refuses a member's messages past QUOTAS.messagesPerMinute (TOO_MANY_REQUESTS), which
// would count as send errors here: keep each client's rate under it (the default sends 5).
const QUOTA_WARNING =
  load.messages > QUOTAS.messagesPerMinute && load.intervalMs < MINUTE_MS / QUOTAS.messagesPerMinute
    ? `note: more than ${QUOTAS.messagesPerMinute} messages a minute per client; the quota will refuse some`
    : null;
const print = (line = '') => process.stdout.write(`${line}\n`);
// One Node process cannot drive 1,000 polling clients and their sends: it saturates its core and
// the sends time out in the client. A process per 250 clients, at most one per core (the
// measurements are in docs/realtime.md, "Load: npm run bench:chat").
const CLIENTS_PER_PROC = 250;
const clientProcs =
  args['client-procs'] !== undefined
    ? Math.max(0, Math.floor(Number(args['client-procs'])))
    : Math.min(availableParallelism(), Math.ceil(load.clients / CLIENTS_PER_PROC));
// How the bench sends to the app (the relay always takes the socket's `send`).
const APP_SEND: LoadTarget['send'] = 'app';
const instanceCounts = (args.scale ?? args.instances ?? '')
  .split(',')
  .filter((n) => n.trim() !== '')
  .map((n) => Math.max(1, Math.floor(Number(n))));

/** A running instance (BENCH_URL) whose database (DATABASE_URL) and JWT_SECRET we share. */
async function useRunning(url: string): Promise<LoadTarget> {
  const config = loadConfig({ ...process.env, ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const database = await openDatabase(config);
  const members = squadSize
    ? await seedBenchSquads(database.db, config, load.clients / squadSize, squadSize)
    : await seedBenchMembers(database.db, config, load.clients);
  await database.close();
  return { url: url.replace(/\/+$/, ''), members, send: APP_SEND };
}

async function measure(
  label: string,
  start: () => Promise<LoadTarget & { database?: string; stop(): Promise<void> }>,
): Promise<Row> {
  const loadStart = loadNow();
  print(`${label}: starting, load average ${loadAverage()}`);
  const started = Date.now();
  const target = await start();
  print(`${label}: ${target.url} ready in ${Date.now() - started} ms`);
  try {
    // The database's backends (or the embedded database's thread) are read at the same two
    // moments as the server's stats.
    const databaseMarks: (number | undefined)[] = [];
    const { database, stats } = target;
    const measured: LoadTarget = {
      ...target,
      stats:
        stats &&
        (async () => {
          const own = await stats();
          if (database) databaseMarks.push(databaseCpuMs(database));
          else if (own.databaseThreadCpuMs !== undefined)
            databaseMarks.push(own.databaseThreadCpuMs);
          return own;
        }),
    };
    const tcpBefore = tcpMarks();
    const { result, client } = await runClients(measured, load, clientProcs, print);
    print(`${label}: done, load average ${loadAverage()}; ${describeTcp(tcpBefore, tcpMarks())}`);
    const [before, after] = databaseMarks;
    return {
      label,
      result,
      client,
      databaseCpuMs: before !== undefined && after !== undefined ? after - before : undefined,
      load: { start: loadStart, end: loadNow() },
    };
  } finally {
    await target.stop();
  }
}

/** The scale-out rows: for each count, that many instances behind the proxy. */
async function measureScale(): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (const instances of instanceCounts) {
    let proxyCpuMs: () => number | undefined = () => undefined;
    const row = await measure(`${instances} instance${instances > 1 ? 's' : ''}`, async () => {
      const target = await startInstances(instances, load.clients, squadSize, APP_SEND, print);
      proxyCpuMs = () => target.proxyCpuMs();
      return target;
    });
    rows.push({
      ...row,
      instances,
      offered: (load.clients * 1000) / load.intervalMs,
      proxyCpuMs: proxyCpuMs(),
    });
  }
  return rows;
}

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded, on disk)';
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
  print(
    `clients: ${clientProcs === 0 ? 'in the bench process' : `spread over ${clientProcs} child process${clientProcs > 1 ? 'es' : ''}`}; ` +
      `load average ${loadAverage()}${args.busy ? '; busy: a CPU hog beside the run' : ''}`,
  );
  if (instanceCounts.length > 0) {
    const refusal = scaleRefusal(process.env);
    if (refusal) {
      process.stderr.write(`bench:chat: ${refusal}\n`);
      process.exit(2);
    }
  }
  const hog = args.busy ? startHog() : undefined;
  if (hog) print(`busy: ${hog.label} running`);
  const context = { busy: hog?.label };
  try {
    if (instanceCounts.length > 0) {
      const rows = await measureScale();
      print();
      printScaleTable(rows, print, squadSize !== undefined, context);
      return;
    }
    const rows: Row[] = [];
    if (args.floor !== 'false' && !process.env.BENCH_URL) {
      rows.push(
        await measure('floor: socket.io relay', async () => ({
          ...(await startRelay(load.clients, print, { squadSize })),
          send: 'relay' as const,
        })),
      );
    }
    const appLabel = process.env.BENCH_URL ? `app at ${process.env.BENCH_URL}` : `app, ${database}`;
    const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];
    rows.push(
      await measure(appLabel, async () =>
        process.env.BENCH_URL
          ? { ...(await useRunning(process.env.BENCH_URL)), stop: () => Promise.resolve() }
          : {
              ...(await startLocalServer(load.clients, print, { nodeArgs, squadSize })),
              send: APP_SEND,
            },
      ),
    );
    print();
    printTable(rows, print, squadSize !== undefined, context);
  } finally {
    await hog?.stop();
  }
}

await main();
process.exit(0);
