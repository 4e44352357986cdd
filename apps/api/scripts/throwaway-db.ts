// A throwaway database for the explain and bench scripts: PGlite in memory (or, `onDisk`, in a
// temporary directory as the embedded default runs), or (DATABASE_URL set) a fresh database on
// that server; `drop()` removes it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';

/** The driver client under drizzle, for EXPLAIN text the query builders do not return. */
export interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export const rawClientOf = (database: DatabaseHandle): RawClient =>
  (database.db as unknown as { $client: RawClient }).$client;

/**
 * `onDisk`: PGlite keeps its files in a directory, as the embedded default does (PGLITE_DIR). In
 * memory, a file that grows is copied whole each time it outgrows its buffer (every new 16 MB WAL
 * segment, zero-filled as it is created, stalled the database for 200-400 ms), which a database
 * on disk never does: the chat bench measures the default, not that.
 */
export async function openThrowaway(options: { onDisk?: boolean } = {}): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && options.onDisk) {
    const dir = mkdtempSync(join(tmpdir(), 'squadup-bench-db-'));
    const removeDir = () => rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase({
      databaseUrl: undefined,
      pgliteDir: join(dir, 'db'),
    }).catch((error: unknown) => {
      removeDir();
      throw error;
    });
    return {
      database,
      drop: async () => {
        await database.close();
        removeDir();
      },
    };
  }
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const server = await createServerDatabase(serverUrl, 'squadup_explain');
  const database = await openDatabase({ databaseUrl: server.url, pgliteDir: '' });
  return {
    database,
    drop: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/** An existing database `name` on the server at `serverUrl` (a kept explain database). */
export function openServerDatabase(serverUrl: string, name: string): Promise<DatabaseHandle> {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
}

/** A fresh database named `prefix_…` on the server at `serverUrl`: its URL, and how to drop it. */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
