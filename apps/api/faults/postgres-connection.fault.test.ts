import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { toAppError } from '../src/errors.js';
import { createTestDatabase } from '../test/db.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// The deterministic half of a PostgreSQL restart: the server ends the connection of a client that
// is checked out for a transaction (`terminating connection due to administrator command`, as a
// restart does to every backend). That client had no 'error' listener, so the event killed the
// process (2 of 11 restarts under load); postgres-restart.fault.test.ts restarts the real server.
describe('a pooled client whose connection the server ends mid-transaction', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    if (!serverUrl) throw new Error('Set TEST_DATABASE_URL=postgres://… (.ci/run does).');
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('fails that transaction as SERVICE_UNAVAILABLE, does not crash the process, and the pool serves the next query', async () => {
    let backendPid = 0;
    let inside!: () => void;
    let terminated!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const done = new Promise<void>((resolve) => (terminated = resolve));
    const transaction = database.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ pid: sql<number>`pg_backend_pid()` })
        .from(sql`(select 1) as one`);
      backendPid = row!.pid;
      inside();
      await done;
      await tx.execute(sql`select 1`);
    });
    await entered;

    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [backendPid]);
    await admin.end();
    terminated();

    const failure = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(toAppError(failure)?.code).toBe('SERVICE_UNAVAILABLE');
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
