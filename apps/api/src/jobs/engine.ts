import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type DrizzleTransactionLike,
  type Queue,
  type SendOptions,
} from 'pg-boss';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

// Background jobs on the database the app already uses (docs/decisions/0030): pg-boss through its
// own small pool, on PostgreSQL and on the embedded PGlite alike (it serves the PostgreSQL protocol
// from its thread, docs/decisions/0042); only the test suites' in-process PGlite is handed to
// pg-boss directly. Jobs are rows,
// so they survive a restart; each is handed to one worker (SKIP LOCKED), retried with back-off,
// and a cron schedule fires once per tick however many instances run.

/** pg-boss keeps its tables in a schema of their own, apart from drizzle's migrations. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobDefinition {
  queue: string;
  /** Retries, expiry, policy: pg-boss's queue options. */
  options: Omit<Queue, 'name'>;
  /** A cron expression (UTC) when the queue is fed by a schedule rather than by senders. */
  cron?: string;
  /** Also once when the engine starts: a restarted instance catches up without waiting a tick. */
  runAtStart?: boolean;
  /** Runs one job; throwing retries it (until the queue's retryLimit). */
  run(data: Record<string, unknown>): Promise<void>;
}

export interface JobEngine {
  /** Creates the queues and schedules and starts working them. */
  start(definitions: readonly JobDefinition[]): Promise<void>;
  /** Queues a job inside the caller's transaction: it exists exactly when the transaction commits. */
  sendIn(tx: Database, queue: string, data: object, options?: SendOptions): Promise<void>;
  /** Stops fetching, lets running jobs finish for at most `timeoutMs`, closes its connections. */
  stop(timeoutMs?: number): Promise<void>;
}

/** How often an idle worker looks for new jobs. */
const POLL_SECONDS = 1;

function bossFor(config: Pick<Config, 'jobs'>, database: DatabaseHandle): PgBoss {
  // Expired jobs (a worker killed mid-job) are retried once supervise notices; it looks twice
  // per claim, so a killed send is retried soon after its claim runs out.
  const superviseIntervalSeconds = Math.max(1, Math.min(60, config.jobs.mailClaimMs / 2000));
  const common = { schema: JOBS_SCHEMA, superviseIntervalSeconds, persistWarnings: false };
  if (database.pglite) {
    return new PgBoss({ ...common, backend: 'pglite', db: fromPglite(database.pglite) });
  }
  if (!database.pool) throw new Error('The job engine needs a connection string or PGlite');
  const { connectionString } = database.pool.options;
  return new PgBoss({ ...common, connectionString, max: 3, application_name: 'squadup-jobs' });
}

export function createJobEngine(
  config: Pick<Config, 'jobs'>,
  database: DatabaseHandle,
  log: Logger,
): JobEngine {
  const boss = bossFor(config, database);
  // pg-boss reports a lost connection or a failed maintenance pass here; unheard, an 'error'
  // event would end the process. It retries on its own.
  boss.on('error', (error: unknown) => log.warn({ err: error }, 'Job engine error'));
  let started = false;
  return {
    async start(definitions) {
      await boss.start();
      started = true;
      for (const definition of definitions) {
        await boss.createQueue(definition.queue, definition.options);
        if (definition.cron)
          await boss.schedule(definition.queue, definition.cron, {}, { tz: 'UTC' });
        await boss.work(
          definition.queue,
          { pollingIntervalSeconds: POLL_SECONDS },
          async ([job]) => {
            if (job) await definition.run((job.data ?? {}) as Record<string, unknown>);
          },
        );
        if (definition.runAtStart) await boss.send(definition.queue, {});
      }
    },
    async sendIn(tx, queue, data, options = {}) {
      // Both drivers answer `execute` with `{ rows }`; the shared Database type says unknown.
      const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      await boss.send(queue, data, { ...options, db });
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
