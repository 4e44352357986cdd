// `npm run bench:api`: the running app against two floors on the same data, for every list, search
// and detail operation: the floor (the app's resolvers over graphql-js on node:http, no Express
// or Apollo) and the bare floor (the app's recorded statements over the raw client and its JSON,
// no framework at all); both in bench-api-floor.ts. Seeds a throwaway database (DATABASE_URL set: a
// fresh database on that server, dropped at the end; unset: a PGlite directory in the temp dir,
// copied for the floor, since one PGlite directory has one process), builds and starts the app
// (dist/main.js, production mode) and the floor in child processes, signs the viewer in through
// /v1/auth/login, then per operation: each warmed up until its CPU per request settles, app,
// floor and bare floor at a fixed 200 requests/s, then each at its maximum in interleaved rounds
// (autocannon; the fixed rate is paced evenly by bench-api-paced.ts). Prints a markdown table on
// stdout; progress goes to stderr.
//
//   npm run bench:api -- [--posts 100000] [--members 20000] [--duration 5] [--only loadPosts,…]
//                        [--rate 200] [--connections 10] [--rounds 4] [--round 3] [--cpu-prof DIR]
//                        [--no-build]
// --cpu-prof writes the app's and the floor's V8 profiles into DIR (bench-api-profile.ts reads them).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { webDocument } from './bench-api-documents.js';
import { BENCH_OPERATIONS } from './bench-api-ops.js';
import { pacedLoad } from './bench-api-paced.js';
import {
  cpuMsOf,
  heapOf,
  memoryOf,
  startApp,
  startFloor,
  type BenchProcess,
} from './bench-api-processes.js';
import { createServerDatabase } from './throwaway-db.js';
import { seedBenchData, VIEWER_EMAIL, VIEWER_PASSWORD } from './bench-api-seed.js';

const { values: options } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    members: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '5' },
    rate: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '4' },
    round: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    heap: { type: 'boolean', default: false },
  },
});
const POSTS = Number(options.posts);
const MEMBERS = Number(options.members);
const DURATION = Number(options.duration);
const RATE = Number(options.rate);
const ROUNDS = Number(options.rounds);
const ROUND_S = Number(options.round);
const CONNECTIONS = Number(options.connections);
const progress = (line: string) => process.stderr.write(`${line}\n`);
const API_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Target {
  url: string;
  path: string;
  /** The server's process, whose CPU time is read around each measure. */
  pid: number;
}

interface Measure {
  p50: number;
  p99: number;
  rps: number;
  /** 2xx answers within the measure. */
  answered: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  failed: number;
  /** Requests sent. */
  sent: number;
  /** The server's CPU time per request sent (until it is idle again), in ms. */
  cpuMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server is idle (under 10% of a core over 250 ms, at most 60 s): requests still
 * queued when autocannon stops would otherwise run during the next measure, on the other server.
 */
async function settle(pid: number) {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const before = cpuMsOf(pid);
    await sleep(250);
    if (cpuMsOf(pid) - before < 25) return;
  }
}

async function load(
  target: Target,
  token: string,
  body: string,
  rate?: number,
  duration = DURATION,
): Promise<Measure> {
  const cpuBefore = cpuMsOf(target.pid);
  if (rate) {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const paced = await pacedLoad(`${target.url}${target.path}`, headers, body, rate, duration);
    await settle(target.pid);
    return {
      ...paced,
      rps: paced.answered / duration,
      sent: paced.sent,
      cpuMs: (cpuMsOf(target.pid) - cpuBefore) / Math.max(1, paced.sent),
    };
  }
  const result = await autocannon({
    url: `${target.url}${target.path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    connections: CONNECTIONS,
    duration,
  });
  await settle(target.pid);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result['2xx'] / duration,
    answered: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    sent: result.requests.sent,
    cpuMs: (cpuMsOf(target.pid) - cpuBefore) / Math.max(1, result.requests.sent),
  };
}

/**
 * Loads `target` at its maximum in short rounds until its CPU per request has stopped falling:
 * WARM_STILL_ROUNDS rounds in a row without beating the best round so far by WARM_TOLERANCE, at
 * most WARM_MAX_ROUNDS. V8 keeps compiling a process's hot functions for many seconds after it
 * first runs them (on one background thread for the app, whose request path has many times the
 * floors' code), and a measure taken meanwhile counts that one-off work as every request's cost:
 * in one run the app's 5-s rounds of a filtered list cost 3.25, 2.37, 1.37, then 1.07 ms a request
 * (its compiler's thread alone took 0.10 ms a request in the third). One round that comes out
 * slower (the machine's other work) does not end the warm-up: with the round before as the only
 * reference, a warm-up read 2.54 1.64 1.52 1.36 2.35 and stopped there, unsettled.
 */
const WARM_ROUND_S = 2;
const WARM_MAX_ROUNDS = 15;
const WARM_TOLERANCE = 0.05;
const WARM_STILL_ROUNDS = 2;
async function warmUp(target: Target, token: string, body: string): Promise<string> {
  const rounds: number[] = [];
  let best = Infinity;
  let still = 0;
  while (rounds.length < WARM_MAX_ROUNDS && still < WARM_STILL_ROUNDS) {
    const { cpuMs } = await load(target, token, body, undefined, WARM_ROUND_S);
    rounds.push(cpuMs);
    still = cpuMs < best * (1 - WARM_TOLERANCE) ? 0 : still + 1;
    best = Math.min(best, cpuMs);
  }
  return rounds.map((cpuMs) => cpuMs.toFixed(2)).join(' ');
}

/**
 * The targets at their maximum, in ROUNDS interleaved rounds (app, floor, bare, app, …) of ROUND_S
 * seconds each, summed: on a shared machine the CPU a request costs swings with what else runs
 * (the same process measured 0.91 then 1.36 ms a request a minute apart), and one measure per
 * target would hand each target a different moment's swing. A round's start costs the app more
 * than the floors (it resumes after the others ran; its code and heap are several times theirs):
 * in 1-second rounds it measured 35-70% above its settled warm-up's consecutive rounds on some
 * operations while the bare floor matched its own, so a round lasts long enough for its start to
 * be a small part of it.
 */
type MaxMeasure = Pick<Measure, 'rps' | 'failed' | 'cpuMs'>;
async function interleavedMax(
  targets: Target[],
  token: string,
  body: string,
): Promise<MaxMeasure[]> {
  const totals = targets.map(() => ({ answered: 0, failed: 0, sent: 0, cpuMs: 0 }));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [i, target] of targets.entries()) {
      const measure = await load(target, token, body, undefined, ROUND_S);
      const total = totals[i]!;
      total.answered += measure.answered;
      total.failed += measure.failed;
      total.sent += measure.sent;
      total.cpuMs += measure.cpuMs * measure.sent;
    }
  return totals.map((total) => ({
    rps: total.answered / (ROUNDS * ROUND_S),
    failed: total.failed,
    cpuMs: total.cpuMs / Math.max(1, total.sent),
  }));
}

/** A throwaway database: returns the env the app and the floor open it with, and its cleanup. */
async function throwawayDatabase(): Promise<{
  open: () => Promise<DatabaseHandle>;
  appEnv: Record<string, string>;
  floorEnv: () => Promise<Record<string, string>>;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { url: databaseUrl, drop } = await createServerDatabase(serverUrl, 'squadup_benchapi');
    return {
      open: () => openDatabase({ databaseUrl, pgliteDir: '' }),
      appEnv: { DATABASE_URL: databaseUrl },
      floorEnv: () => Promise.resolve({ DATABASE_URL: databaseUrl }),
      drop,
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'squadup-benchapi-'));
  return {
    open: () => openDatabase({ databaseUrl: undefined, pgliteDir: join(dataDir, 'db') }),
    appEnv: { DATA_DIR: dataDir },
    floorEnv: async () => {
      await cp(join(dataDir, 'db'), join(dataDir, 'floor-db'), { recursive: true });
      return { BENCH_PGLITE_DIR: join(dataDir, 'floor-db') };
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function signIn(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: VIEWER_EMAIL, password: VIEWER_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * One request to each, one after the other (the bare floor records its statements on its first
 * request): all must answer the same data, field by field.
 */
async function check(app: Target, floors: Target[], token: string, body: string) {
  const post = async (target: Target) => {
    const response = await fetch(`${target.url}${target.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  };
  const a = await post(app);
  for (const floor of floors) {
    const f = await post(floor);
    if (a.errors || f.errors || !isDeepStrictEqual(a, f))
      throw new Error(
        `answers differ: app ${JSON.stringify(a).slice(0, 300)} ${floor.path} ${JSON.stringify(f).slice(0, 300)}`,
      );
  }
  const size = (value: unknown) => (Array.isArray(value) ? value.length : value ? 1 : 0);
  return size(Object.values(a.data ?? {})[0]);
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
/** p50 and p99 cells of a fixed-rate measure; † when the rate was not held. */
function latencyCells(measure: Measure): string {
  if (measure.answered === 0) return `none in ${DURATION} s | none`;
  const held = measure.failed === 0 ? '' : ' †';
  return `${ms(measure.p50)} | ${ms(measure.p99)}${held}`;
}

async function main() {
  const started = Date.now();
  if (!options['no-build']) {
    progress('Building the API (tsup)…');
    execFileSync('npx', ['tsup', '--silent'], { cwd: API_DIR, stdio: 'inherit' });
  }
  const database = await throwawayDatabase();
  const processes: BenchProcess[] = [];
  try {
    progress(`Seeding ${POSTS} posts and ${MEMBERS} members…`);
    const handle = await database.open();
    const kind = handle.kind;
    await handle.migrate();
    const seedStarted = Date.now();
    const data = await seedBenchData(handle.db, { members: MEMBERS, posts: POSTS });
    await handle.close();
    progress(`Seeded ${kind} in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);

    const jwtSecret = randomBytes(32).toString('hex');
    let floorEnv: Record<string, string> | undefined;
    const profileArgs = options['cpu-prof']
      ? ['--cpu-prof', `--cpu-prof-dir=${options['cpu-prof']}`]
      : [];
    // The measured instance only answers requests (JOBS=off), as the instances behind a load
    // balancer run: the mail jobs' rendering is the jobs instance's work, not a request's. On
    // PostgreSQL a jobs instance runs beside it, so the database carries the jobs as it would.
    // The run outlasts the default 15-minute access token, and the viewer signs in once.
    const appEnv = {
      ...database.appEnv,
      JWT_SECRET: jwtSecret,
      JOBS: 'off',
      ACCESS_TOKEN_TTL_SECONDS: '7200',
    };
    let app = await startApp(appEnv, profileArgs, options.heap);
    const token = await signIn(app.url);
    if (kind === 'pglite') {
      // The floor opens a copy of the directory, which must hold the sign-in's session: stop the
      // app, copy, start it again (the cold start reported is this second one, on an existing
      // directory, as after a restart).
      await app.stop();
      floorEnv = await database.floorEnv();
      app = await startApp(appEnv, profileArgs, options.heap);
    }
    processes.push(app);
    const jobs = kind === 'postgres' ? await startApp({ ...appEnv, JOBS: 'on' }) : undefined;
    if (jobs) processes.push(jobs);
    const jobsCpuAtStart = jobs ? cpuMsOf(jobs.pid) : 0;
    const atReady = memoryOf(app.pid);
    const heapAtReady = app.metricsUrl ? ` (${await heapOf(app.metricsUrl)})` : '';
    progress(`App ready in ${app.startMs.toFixed(0)} ms, RSS ${atReady.rssMb.toFixed(0)} MB`);
    const floor = await startFloor(
      { ...(floorEnv ?? (await database.floorEnv())), JWT_SECRET: jwtSecret },
      profileArgs,
    );
    processes.push(floor);

    const only = options.only?.split(',').map((s) => s.trim().toLowerCase());
    const rows: string[] = [];
    for (const operation of BENCH_OPERATIONS) {
      const name = operation.name.toLowerCase();
      if (only && !only.some((o) => name === o || name.startsWith(`${o} `))) continue;
      const { query } = webDocument(operation.document);
      const variables = operation.variables(data);
      const appTarget: Target = { url: app.url, path: '/graphql', pid: app.pid };
      const floorTarget: Target = { url: floor.url, path: '/floor', pid: floor.pid };
      const bareTarget: Target = { url: floor.url, path: '/bare', pid: floor.pid };
      const body = JSON.stringify({ operationName: operation.document, query, variables });
      const items = await check(appTarget, [floorTarget, bareTarget], token, body);
      progress(`${operation.name}: ${items} item(s)`);
      const run = (t: Target, rate?: number, duration?: number) =>
        load(t, token, body, rate, duration);
      const targets = [appTarget, floorTarget, bareTarget];
      for (const t of targets)
        progress(`  warm-up ${t.path}, CPU ms/req per round: ${await warmUp(t, token, body)}`);
      const fixed: Measure[] = [];
      for (const t of targets) fixed.push(await run(t, RATE));
      const max = await interleavedMax(targets, token, body);
      const [appMax, floorMax, bareMax] = max as [MaxMeasure, MaxMeasure, MaxMeasure];
      const failed = [...fixed, ...max].reduce((n, m) => n + m.failed, 0);
      const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');
      rows.push(
        `| ${operation.name} | ${fixed.map(latencyCells).join(' | ')} | ${max.map((m) => m.rps.toFixed(0)).join(' | ')} | ${ratio(appMax.rps, floorMax.rps)} | **${ratio(appMax.rps, bareMax.rps)}**${failed ? ` (${failed} failed)` : ''} | ${max.map((m) => m.cpuMs.toFixed(2)).join(' | ')} | **${ratio(appMax.cpuMs, bareMax.cpuMs)}** |`,
      );
      progress(rows.at(-1)!);
    }
    const afterRun = memoryOf(app.pid);
    const heapAfterRun = app.metricsUrl ? `; ${await heapOf(app.metricsUrl)}` : '';
    const print = (line = '') => process.stdout.write(`${line}\n`);
    print(
      `bench:api on ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${POSTS} posts, ${MEMBERS} members; ` +
        `${DURATION} s per measure, fixed rate ${RATE} req/s, max with ${CONNECTIONS} connections; ` +
        `times in ms (the fixed rate evenly paced, an open loop: bench-api-paced.ts; the max: autocannon); the max in ${ROUNDS} interleaved rounds of ${ROUND_S} s after a warm-up until CPU per request settles; CPU ms/req: the server process's CPU time over its max measure (until idle again) per request sent`,
    );
    print();
    print(
      `| operation | app p50 | app p99 @${RATE}rps | floor p50 | floor p99 | bare p50 | bare p99 | app max rps | floor max rps | bare max rps | rps app/floor | rps app/bare | app CPU ms/req | floor CPU ms/req | bare CPU ms/req | CPU app/bare |`,
    );
    print(`|${'---|'.repeat(16)}`);
    for (const row of rows) print(row);
    print();
    print(`† some requests failed or took over 10 s.`);
    print(`- App cold start to ready (spawn to /readyz 200): ${app.startMs.toFixed(0)} ms`);
    print(`- App RSS at ready: ${atReady.rssMb.toFixed(0)} MB${heapAtReady}`);
    print(
      `- App RSS after the run: ${afterRun.rssMb.toFixed(0)} MB (peak ${afterRun.peakMb.toFixed(0)} MB)${heapAfterRun}`,
    );
    if (jobs) {
      const cpuMs = cpuMsOf(jobs.pid) - jobsCpuAtStart;
      print(
        `- The jobs instance (JOBS=on, no requests): ${cpuMs.toFixed(0)} ms of CPU over the run`,
      );
    }
    print(`- Whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    for (const child of processes.reverse()) await child.stop();
    await database.drop();
  }
}

await main();
