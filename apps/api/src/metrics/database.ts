import type pg from 'pg';
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.js';

// Most queries answer in a few milliseconds; the long tail (search, locks) is what to watch.
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

type Observe = (seconds: number, failed: boolean) => void;
type QueryCallback = (error: unknown, result: unknown) => void;

/**
 * Times every query a pooled client runs. pg-pool's own pool.query() runs on such a client (with a
 * callback); transactions (drizzle's, db/raw.ts's) call client.query() and get a promise: both are
 * covered, and a submittable (a cursor) is passed through untimed.
 */
function timeQueries(client: pg.PoolClient, observe: Observe): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]): unknown => {
    const started = performance.now();
    const done = (error: unknown) => observe((performance.now() - started) / 1000, Boolean(error));
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as QueryCallback;
      args[args.length - 1] = (error: unknown, result: unknown) => {
        done(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(() => done(null), done);
    return result;
  };
  client.query = timed as typeof client.query;
}

function poolGauges(registry: Registry, pool: pg.Pool): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge(
    'squadup_db_pool_clients',
    'Open connections in the PostgreSQL pool.',
    () => pool.totalCount,
  );
  gauge(
    'squadup_db_pool_idle_clients',
    'Pool connections not running a query.',
    () => pool.idleCount,
  );
  gauge(
    'squadup_db_pool_waiting_requests',
    'Queries and transactions waiting for a pool connection (the pool is at its maximum).',
    () => pool.waitingCount,
  );
  gauge('squadup_db_pool_max_clients', 'The pool maximum.', () => pool.options.max ?? 10);
}

/**
 * Pool gauges and query durations for PostgreSQL. PGlite has no pool and runs in this process,
 * one query at a time: its time shows in the request durations and the event-loop lag instead.
 * Returns a function that stops timing newly acquired clients.
 */
export function databaseMetrics(registry: Registry, database: DatabaseHandle): () => void {
  const { pool } = database;
  if (!pool) return () => undefined;
  poolGauges(registry, pool);
  const duration = new Histogram({
    name: 'squadup_db_query_duration_seconds',
    help: 'PostgreSQL queries: seconds from sending to the answer, by outcome (ok or error).',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const observe: Observe = (seconds, failed) =>
    duration.observe({ outcome: failed ? 'error' : 'ok' }, seconds);
  // On 'acquire', not 'connect': clients opened before the app (migrations, the seed) are timed too.
  const timed = new WeakSet<pg.PoolClient>();
  const onAcquire = (client: pg.PoolClient) => {
    if (timed.has(client)) return;
    timed.add(client);
    timeQueries(client, observe);
  };
  pool.on('acquire', onAcquire);
  return () => void pool.off('acquire', onAcquire);
}
