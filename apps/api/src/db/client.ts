import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrationsDir } from '../lib/paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The drizzle database every repo uses; the same queries run on PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The PostgreSQL pool (kind 'postgres' only): the metrics read its counts and time its queries. */
  pool?: pg.Pool;
  /** Resolves when `SELECT 1` answers within the timeout; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the committed drizzle-kit migrations (apps/api/drizzle). */
  migrate(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data directory instead of config.pgliteDir; 'memory://' for an in-memory database. */
  pgliteDataDir?: string;
  /** Start PGlite from a dumpDataDir() tarball (tests start each file from one migrated dump). */
  loadDataDir?: Blob;
}

/** The extensions PGlite loads; pg_trgm backs trigram search indexes (migration 0000). */
export const pgliteExtensions = { pg_trgm };

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function handle(
  db: Database,
  kind: DatabaseKind,
  migrate: () => Promise<void>,
  closeClient: () => Promise<void>,
): DatabaseHandle {
  let closing: Promise<void> | null = null;
  return {
    db,
    kind,
    async ping(timeoutMs = 2000) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    migrate,
    close: () => (closing ??= closeClient()),
  };
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir });
  const db = drizzlePglite({ client, schema });
  return handle(
    db,
    'pglite',
    () => migratePglite(db, { migrationsFolder: migrationsDir }),
    async () => {
      if (!client.closed) await client.close();
    },
  );
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would kill the
  // process. The next query reconnects, and /readyz reports the outage meanwhile.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  const opened = handle(
    db,
    'postgres',
    () => migrateNodePg(db, { migrationsFolder: migrationsDir }),
    () => pool.end(),
  );
  return { ...opened, pool };
}

/** Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(options.pgliteDataDir ?? config.pgliteDir, options.loadDataDir);
}
