import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.js';
import { createApp, type SquadupApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../client.js';
import { unavailableCauseOf } from '../errors.js';

// The embedded default (no DATABASE_URL) with PGlite on its own thread (docs/decisions/0042).

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'squadup-embedded-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const logged: string[] = [];
const log = {
  error: (_fields: object, line: string) => {
    logged.push(line);
  },
};

async function openThreaded(dataDir: string): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: dataDir }, { log });
  cleanups.push(() => database.close());
  return database;
}

describe('the embedded database on its own thread', () => {
  it('keeps the event loop free: /healthz answers while a statement holds the database', async () => {
    // The app as main.ts opens it: no database handed in, so createApp opens the default.
    const config = testConfig({ DATA_DIR: await tempDir() });
    const server: SquadupApp = await createApp(config);
    cleanups.push(() => server.stop());
    expect(server.database.thread).toBeDefined();
    const { url } = await server.start(0, '127.0.0.1');

    const order: string[] = [];
    // PGlite runs a statement synchronously: on this thread it would block the HTTP server (and
    // this test's own client) until it returned, and /healthz would answer after it.
    const busy = server.database.db
      .execute(sql`select pg_sleep(3)`)
      .then(() => order.push('statement'));
    const health = fetch(`${url}/healthz`).then((response) =>
      order.push(`healthz ${response.status}`),
    );
    await Promise.all([busy, health]);
    expect(order).toEqual(['healthz 200', 'statement']);
  });

  it('reopens a data directory written through the thread with its rows', async () => {
    const dataDir = join(await tempDir(), 'db');
    const first = await openThreaded(dataDir);
    await first.pool!.query('create table notes (body text not null)');
    await first.pool!.query("insert into notes values ('kept'), ('also kept')");
    await first.close();

    const again = await openThreaded(dataDir);
    const { rows } = await again.pool!.query('select body from notes order by body');
    expect(rows).toEqual([{ body: 'also kept' }, { body: 'kept' }]);
  });

  it("tells the thread's own CPU time, which grows with the statements it runs", async () => {
    const database = await openThreaded('memory://');
    const before = database.thread!.cpuMs();
    expect(before).toEqual(expect.any(Number));
    // About a second of work for PGlite, none for this thread, which only waits for the answer.
    await database.pool!.query('select count(*) from generate_series(1, 3000000)');
    expect(database.thread!.cpuMs()! - before!).toBeGreaterThanOrEqual(200);
  });

  it('answers a crashed thread as a database outage, not by ending the process', async () => {
    const database = await openThreaded('memory://');
    await database.ping();
    await database.thread!.kill();
    expect(database.thread!.failure()?.message).toMatch(/exited unexpectedly/);
    expect(logged).toEqual([expect.stringMatching(/embedded database stopped/)]);

    // Each query fails as unavailable (answered 503 SERVICE_UNAVAILABLE), and so does /readyz's ping.
    const failed = await database.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(unavailableCauseOf(failed)).toBeDefined();
    await expect(database.ping()).rejects.toThrow();
  });
});
