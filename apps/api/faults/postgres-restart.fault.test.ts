// PostgreSQL restarted three times under a steady sign-up load, the server a real process on its
// own fresh database. The server must ride it out: stay up, lose no acknowledged write, answer 503
// (+ Retry-After on REST, SERVICE_UNAVAILABLE on GraphQL) and never 500 while the database is
// away, fail /readyz meanwhile and pass it again afterwards without being restarted.
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  missingEmails,
  requirePostgresUrl,
  type ThrowawayDatabase,
} from './support/database.js';
import { startWriteLoad, type WriteLoad, type WriteLoadReport } from './support/load.js';
import { sampleReadiness, tally, type ReadinessSampler } from './support/readiness.js';
import {
  describeExit,
  killStartedServers,
  spawnServer,
  tempDataDir,
  waitReady,
  type ServerProcess,
} from './support/server.js';

const RESTARTS = 3;
const RESTART_COMMAND =
  process.env.FAULT_PG_RESTART?.trim() || 'pg_ctlcluster 15 main restart -m fast';
/** Acknowledged writes wanted before the first restart and again after each one. */
const WRITES_BETWEEN_RESTARTS = 40;
/** How long /readyz may take to answer 200 again, and the writes to resume, after a restart. */
const RECOVERY_MS = 20_000;

const run = promisify(exec);
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  await killStartedServers();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

interface RestartRecord {
  restart: number;
  commandMs: number;
  /** /readyz samples from the command's start until /readyz was 200 again. */
  readiness: string;
  saw503: boolean;
  /** Milliseconds from the command's end until /readyz answered 200; null if it never did. */
  recoveredMs: number | null;
  /** Whether writes were acknowledged again after the recovery. */
  writesResumed: boolean;
}

/** Restarts PostgreSQL, then waits for /readyz 200 and for writes to be acknowledged again. */
async function restartUnderLoad(
  restart: number,
  server: ServerProcess,
  readiness: ReadinessSampler,
  load: WriteLoad,
): Promise<RestartRecord> {
  const from = Date.now();
  await run(RESTART_COMMAND, { timeout: 60_000 });
  const commandEnd = Date.now();
  let recoveredMs: number | null = null;
  try {
    await waitReady(server, RECOVERY_MS);
    recoveredMs = Date.now() - commandEnd;
  } catch {
    // Reported by the caller: an exited process, or /readyz never 200 again.
  }
  const window = readiness.between(from, Date.now());
  const writesResumed =
    recoveredMs !== null &&
    (await load.waitForAcknowledged(
      load.acknowledgedCount() + WRITES_BETWEEN_RESTARTS,
      RECOVERY_MS,
    ));
  return {
    restart,
    commandMs: commandEnd - from,
    readiness: tally(window),
    saw503: window.some((sample) => sample.result === 503),
    recoveredMs,
    writesResumed,
  };
}

it('rides out three PostgreSQL restarts under write load', async () => {
  const serverUrl = requirePostgresUrl();
  const started = Date.now();
  const database: ThrowawayDatabase = await createEmptyDatabase(serverUrl);
  cleanups.push(() => database.drop());
  const dataDir = await tempDataDir();
  cleanups.push(dataDir.remove);

  const server = await spawnServer({
    label: 'server on PostgreSQL',
    // JOBS=on: the job engine's own pool (pg-boss) rides the restarts too.
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir.dir, JOBS: 'on' },
  });
  await waitReady(server);
  const readiness = sampleReadiness(server.url, 50);
  const load = startWriteLoad(server.url, { tag: `pg-${Date.now()}`, loops: 4, pauseMs: 5 });

  const restarts: RestartRecord[] = [];
  let diedAfter: number | null = null;
  let loadStarted = false;
  let report: WriteLoadReport;
  try {
    loadStarted = await load.waitForAcknowledged(WRITES_BETWEEN_RESTARTS, RECOVERY_MS);
    for (let restart = 1; restart <= RESTARTS && loadStarted; restart += 1) {
      const record = await restartUnderLoad(restart, server, readiness, load);
      restarts.push(record);
      if (server.exitStatus()) {
        diedAfter = restart;
        break;
      }
      if (!record.writesResumed) break;
    }
  } finally {
    report = await load.stop();
    await readiness.stop();
  }
  const exit = server.exitStatus();
  const emails = report.acknowledged.map((write) => write.email);
  const missing = await missingEmails(database, emails);
  const [rows] = await database.query<{ n: number }>('select count(*)::int as n from users');
  await server.stop();

  const summary = [
    `PostgreSQL restart fault test (${RESTART_COMMAND}), ${Date.now() - started} ms in all`,
    `process: ${exit ? `EXITED (${describeExit(exit)}) after restart ${diedAfter}` : 'alive after every restart'}`,
    ...restarts.map(
      (r) =>
        `restart ${r.restart}: command ${r.commandMs} ms; /readyz ${r.readiness}; ` +
        `200 again ${r.recoveredMs === null ? 'NEVER' : `${r.recoveredMs} ms after`}; ` +
        `writes resumed: ${r.writesResumed ? 'yes' : 'NO'}`,
    ),
    `writes: ${report.total} sent, ${emails.length} acknowledged, ${missing.length} acknowledged but missing, ` +
      `${report.count('unavailable')} answered 503 as expected, ${report.count('wrong')} wrong; users rows: ${rows?.n}`,
    report.describe(),
    ...(exit ? [`last output of the exited process:\n${server.output(12)}`] : []),
  ].join('\n');
  console.warn(summary);

  expect
    .soft(loadStarted, 'the load never got going: no acknowledged writes before restart 1')
    .toBe(true);
  expect
    .soft(
      exit,
      `the server process exited (${exit && describeExit(exit)}) after restart ${diedAfter}`,
    )
    .toBeNull();
  expect
    .soft(restarts.length, `${restarts.length} of ${RESTARTS} restarts were made`)
    .toBe(RESTARTS);
  expect
    .soft(
      missing.length,
      `${missing.length} of ${emails.length} acknowledged writes are missing: ${missing.slice(0, 5).join(', ')}`,
    )
    .toBe(0);
  // Once the process is gone every request is refused: that is the exit, reported above.
  const refusedAfterExit = exit ? (report.kinds.ECONNREFUSED?.count ?? 0) : 0;
  const wrong = report.count('wrong') - refusedAfterExit;
  expect
    .soft(
      wrong,
      `${wrong} of ${report.total - refusedAfterExit} answers were neither a success nor a proper 503:\n${report.describe()}`,
    )
    .toBe(0);
  // A restart the process did not survive is reported above, not as a readiness failure too.
  for (const r of restarts.filter((record) => record.restart !== diedAfter)) {
    expect
      .soft(r.saw503, `restart ${r.restart}: /readyz never answered 503 (${r.readiness})`)
      .toBe(true);
    expect
      .soft(
        r.recoveredMs,
        `restart ${r.restart}: /readyz was not 200 again within ${RECOVERY_MS} ms`,
      )
      .not.toBeNull();
    expect
      .soft(
        r.writesResumed,
        `restart ${r.restart}: fewer than ${WRITES_BETWEEN_RESTARTS} writes succeeded afterwards`,
      )
      .toBe(true);
  }
});
