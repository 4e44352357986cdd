import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../src/db/client.js';

/** The backend this run uses: TEST_DATABASE_URL selects a real PostgreSQL server. */
export const testBackend: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let dumpBlob: Promise<Blob> | null = null;

function migratedDump(): Promise<Blob> {
  const path = inject('pgliteDumpPath');
  if (!path) throw new Error('No PGlite dump: is test/setup/global-setup.ts configured?');
  dumpBlob ??= readFile(path).then((bytes) => new Blob([bytes]));
  return dumpBlob;
}

async function withAdmin<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `squadup_test_${randomBytes(6).toString('hex')}`;
  // A copy of the template the global setup migrated once (test/setup/postgres-template.ts).
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No template database: is test/setup/global-setup.ts configured?');
  await withAdmin(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
  let closing: Promise<void> | null = null;
  return {
    ...database,
    // Closing the handle also drops the database, so nothing is left on the server.
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await withAdmin(serverUrl, (admin) =>
          admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      })()),
  };
}

/**
 * A fresh, migrated, empty database for one test app: in-memory PGlite restored from the dump
 * built once by the global setup, or on TEST_DATABASE_URL's server a copy of the template database
 * the global setup migrated once (dropped on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createServerDatabase(serverUrl);
  return openDatabase(
    { databaseUrl: undefined, pgliteDir: 'memory://' },
    // In this process: hundreds of small databases, none under load (docs/decisions/0042).
    { loadDataDir: await migratedDump(), embedded: 'in-process' },
  );
}

/**
 * The migrated dump opened as the app opens the embedded default: PGlite on its thread, reached
 * through node-postgres (so named prepared statements are named, as on PostgreSQL).
 */
export async function createThreadedTestDatabase(): Promise<DatabaseHandle> {
  return openDatabase(
    { databaseUrl: undefined, pgliteDir: 'memory://' },
    { loadDataDir: await migratedDump() },
  );
}
