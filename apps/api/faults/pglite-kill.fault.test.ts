// The PGlite server killed with SIGKILL in the middle of a sign-up load, three times, each time
// started again on the same DATA_DIR: every write it acknowledged must still be there at the end.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { selectRows } from '../src/db/raw.js';
import { startWriteLoad, type Acknowledged } from './support/load.js';
import {
  describeExit,
  killStartedServers,
  spawnServer,
  tempDataDir,
  waitReady,
} from './support/server.js';

const KILLS = 3;
/** Acknowledged writes wanted before each kill (the kill then lands mid-load). */
const WRITES_BEFORE_KILL = 60;

const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  await killStartedServers();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

interface KillRecord {
  kill: number;
  readyMs: number;
  acknowledged: number;
  /** Requests the kill cut off (ECONNRESET, socket hang up): outcome unknown, not asserted. */
  cutOff: number;
}

it('keeps every acknowledged write across three kill -9 of the PGlite server', async () => {
  const started = Date.now();
  const dataDir = await tempDataDir();
  cleanups.push(dataDir.remove);
  const env = { DATA_DIR: dataDir.dir };
  const acknowledged: Acknowledged[] = [];
  const kills: KillRecord[] = [];

  for (let kill = 1; kill <= KILLS; kill += 1) {
    const server = await spawnServer({ label: `PGlite server (start ${kill})`, env });
    const readyMs = await waitReady(server);
    const load = startWriteLoad(server.url, { tag: `pglite-${started}-k${kill}`, loops: 3 });
    const enough = await load.waitForAcknowledged(WRITES_BEFORE_KILL, 30_000);
    server.signal('SIGKILL');
    const exit = await server.exited;
    const report = await load.stop();
    acknowledged.push(...report.acknowledged);
    kills.push({
      kill,
      readyMs,
      acknowledged: report.acknowledged.length,
      cutOff: (report.kinds.ECONNRESET?.count ?? 0) + (report.kinds.TIMEOUT?.count ?? 0),
    });
    expect(enough, `start ${kill}: fewer than ${WRITES_BEFORE_KILL} writes acknowledged`).toBe(
      true,
    );
    expect(exit.signal, `start ${kill}: ${describeExit(exit)}`).toBe('SIGKILL');
  }

  // Started once more on what the kills left: it must recover, then stop cleanly.
  const last = await spawnServer({ label: 'PGlite server (after the kills)', env });
  const recoveredMs = await waitReady(last);
  const lastExit = await last.stop();

  const database = await openDatabase({
    databaseUrl: undefined,
    pgliteDir: join(dataDir.dir, 'db'),
  });
  let present: Set<string>;
  try {
    const rows = await selectRows<{ email: string }>(database.db, sql`select email from users`);
    present = new Set(rows.map((row) => row.email));
  } finally {
    await database.close();
  }
  const missing = acknowledged.filter((write) => !present.has(write.email));

  console.warn(
    [
      `PGlite kill -9 fault test, ${Date.now() - started} ms in all`,
      ...kills.map(
        (k) =>
          `start ${k.kill}: ready in ${k.readyMs} ms; ${k.acknowledged} writes acknowledged, ${k.cutOff} cut off by the kill`,
      ),
      `after the kills: ready in ${recoveredMs} ms, stopped with ${describeExit(lastExit)}`,
      `${acknowledged.length} acknowledged in all, ${missing.length} missing; users rows: ${present.size}`,
    ].join('\n'),
  );
  expect(lastExit, 'the server started after the kills did not stop cleanly').toEqual({
    code: 0,
    signal: null,
  });
  expect(
    missing.length,
    `${missing.length} of ${acknowledged.length} acknowledged writes are missing: ${missing
      .slice(0, 5)
      .map((write) => write.email)
      .join(', ')}`,
  ).toBe(0);
});
