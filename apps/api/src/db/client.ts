import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrationsDir } from '../lib/paths.js';
import { withTimeout } from '../lib/timeout.js';
import { pgliteExtensions } from './embedded/extensions.js';
import { startEmbeddedThread, type EmbeddedThread } from './embedded/thread.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The drizzle database every repo uses; the same queries run on PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * The node-postgres pool (PostgreSQL, and PGlite on its own thread): the metrics read its counts
   * and time its queries; the job engine opens its own pool from its connection string.
   */
  pool?: pg.Pool;
  /** PGlite in this process (the 'in-process' test path only): the job engine talks to it directly. */
  pglite?: PGlite;
  /** PGlite's thread (the embedded default): whether it died, and how to end it. */
  thread?: EmbeddedThread;
  /** Resolves when `SELECT 1` answers within the timeout; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Applies the committed drizzle-kit migrations (apps/api/drizzle), under the start-up lock. */
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the start-up lock: a PostgreSQL advisory lock, so instances starting
   * together on one database migrate and seed one after the other (PGlite has one process).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data directory instead of config.pgliteDir; 'memory://' for an in-memory database. */
  pgliteDataDir?: string;
  /** Start PGlite from a dumpDataDir() tarball (tests start each file from one migrated dump). */
  loadDataDir?: Blob;
  /**
   * Where PGlite runs (docs/decisions/0042): 'thread' (the default) on a worker thread of its own,
   * reached over a Unix socket with node-postgres, so its statements never block the event loop;
   * 'in-process' on the app's own thread, for the test suites that open hundreds of small
   * databases from a dump and gain nothing from a thread's start-up.
   */
  embedded?: 'thread' | 'in-process';
  /** Hears the embedded database's thread die (the app then answers as in a database outage). */
  log?: { error(fields: { err: Error }, message: string): void };
}

export { pgliteExtensions };

interface Driver {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function handle(driver: Driver): DatabaseHandle {
  let closing: Promise<void> | null = null;
  return {
    db: driver.db,
    kind: driver.kind,
    async ping(timeoutMs = 2000) {
      await withTimeout(
        driver.db.execute(sql`select 1`),
        timeoutMs,
        `Database did not answer within ${timeoutMs} ms`, // db/errors.ts reads it as unavailable
      );
    },
    migrate: () => driver.exclusively(() => driver.migrate()),
    exclusively: (work) => driver.exclusively(work),
    close: () => (closing ??= driver.close()),
  };
}

// Any fixed 64-bit number works; this one spells nothing and is Squadup's alone on a shared server.
const STARTUP_LOCK_KEY = 7_531_946_022;

/**
 * Holds a session-level advisory lock on a client of its own while `work` runs on the pool. Ending
 * the session (a lost connection, a killed process) releases the lock, so it cannot outlive us.
 */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error) => {
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
  } finally {
    // A client whose unlock failed is dropped, not reused: dropping it ends the lock too.
    client.release(broken);
  }
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir });
  const db = drizzlePglite({ client, schema });
  const opened = handle({
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    // One process owns a PGlite directory, so there is nobody to wait for.
    exclusively: (work) => work(),
    async close() {
      if (!client.closed) await client.close();
    },
  });
  return { ...opened, pglite: client };
}

/**
 * How long a pooled connection may sit unused before it is closed. node-postgres closes it after
 * 10 s by default, and after a lull that long the next requests reopened every connection: the
 * handshake and password exchange, then each hot statement prepared again on the new connection
 * (decision 0045); at 200 requests a second after 12 s of quiet, the slowest 1% took 243-277 ms
 * instead of 18-29 (docs/performance.md). At most `max` idle connections per instance wait this
 * long; a restart of the server ends them at once, as before.
 */
export const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;

function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    ...config,
  });
  // A client losing its connection (a restart: `terminating connection due to administrator
  // command`) emits 'error'; unhandled, that kills the process. The pool listens only while a
  // client is idle, so each client gets a listener of its own for when it is checked out (in a
  // transaction): the query in flight fails with the same error and is answered 503, the broken
  // client is dropped on release, the next query reconnects, and /readyz reports the outage.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

function openPostgres(connectionString: string): DatabaseHandle {
  // jit off (docs/decisions/0018): the list statements hold gated index fallbacks whose estimated
  // cost at 1M posts passes jit_above_cost although they rarely run; compiling took 80-160 ms of
  // a query that executes in one. Short OLTP statements never gain from JIT.
  const pool = createPool({ connectionString, options: '-c jit=off' });
  const db = drizzleNodePg({ client: pool, schema });
  const opened = handle({
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsDir }),
    exclusively: (work) => withAdvisoryLock(pool, work),
    close: () => pool.end(),
  });
  return { ...opened, pool };
}

/**
 * PGlite on a worker thread (embedded/), served to this process over a private Unix socket: the
 * same node-postgres pool, drizzle driver, migrator and job-engine path as PostgreSQL.
 */
async function openPgliteThread(
  dataDir: string,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const thread = await startEmbeddedThread({
    dataDir,
    loadDataDir: options.loadDataDir,
    onCrash: (error) => {
      const line = 'The embedded database stopped: queries answer unavailable until a restart';
      if (options.log) options.log.error({ err: error }, line);
      else process.stderr.write(`${line}: ${error.message}\n`);
    },
  });
  const pool = createPool({ connectionString: thread.connectionString });
  const db = drizzleNodePg({ client: pool, schema });
  const opened = handle({
    db,
    kind: 'pglite',
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsDir }),
    // One process owns a PGlite directory (its thread), so there is nobody to wait for.
    exclusively: (work) => work(),
    async close() {
      await pool.end();
      await thread.close();
    },
  });
  return { ...opened, pool, thread };
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db (on its own thread
 * unless `options.embedded` says 'in-process').
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dataDir = options.pgliteDataDir ?? config.pgliteDir;
  if (options.embedded === 'in-process') return openPglite(dataDir, options.loadDataDir);
  return openPgliteThread(dataDir, options);
}
