// Captures the SQL a service call sends, then times and explains each statement on its own.
import { sqlLiteral } from '../../src/db/raw.js';
import type { RawClient } from '../throwaway-db.js';

export interface Statement {
  text: string;
  params: unknown[];
  /** A named prepared statement's name (db/raw.ts selectWithGenericPlan), replayed by name. */
  name?: string;
}

export interface Measured {
  label: string;
  rows: number;
  medianMs: number;
  seqScan: boolean;
  statements: { medianMs: number; plan: string[] }[];
  /** The bare floor's median, timed interleaved with the case's statements. */
  floorMs: number;
}

const RUNS = Number(process.env.EXPLAIN_RUNS ?? 7);

type Query = (...args: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
}

/** Records each statement `target` sends (pg and PGlite shapes) until the returned undo runs. */
function record(target: Queryable, statements: Statement[]): () => void {
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string')
      statements.push({ text: first, params: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // node-postgres: a query config, its values there or (drizzle) as the second argument.
      const config = first as { text: string; values?: unknown[]; name?: string };
      statements.push({
        text: config.text,
        params: config.values ?? (second as unknown[]) ?? [],
        ...(config.name ? { name: config.name } : {}),
      });
    }
    return original.apply(this, args);
  };
  return () => {
    target.query = original;
  };
}

/**
 * Runs `run` with the client's query patched to record every statement, also those sent on a
 * connection checked out of a pool (a transaction's: selectWithGenericPlan's).
 */
export async function captureStatements(
  client: RawClient,
  run: () => Promise<unknown>,
): Promise<{ statements: Statement[]; rows: number }> {
  const statements: Statement[] = [];
  const undo = [record(client as unknown as Queryable, statements)];
  type Connection = Queryable & { release: (...args: unknown[]) => unknown };
  const pool = client as unknown as { connect?: (...args: unknown[]) => Promise<Connection> };
  const connect = pool.connect;
  if (typeof connect === 'function')
    pool.connect = function (this: unknown, ...args: unknown[]) {
      // pool.query checks out with a callback (already recorded as the pool's query).
      if (typeof args.at(-1) === 'function') return connect.apply(this, args);
      return connect.apply(this, args).then((connection) => {
        // Recorded while checked out: back in the pool, pool.query is recorded already.
        const stop = record(connection, statements);
        const release = connection.release;
        const done = () => {
          stop();
          connection.release = release;
        };
        connection.release = function (this: unknown, ...rest: unknown[]) {
          done();
          return release.apply(this, rest);
        };
        undo.push(done);
        return connection;
      });
    };
  try {
    const result = await run();
    return { statements, rows: Array.isArray(result) ? result.length : 1 };
  } finally {
    if (typeof connect === 'function') pool.connect = connect;
    for (const restore of undo.reverse()) restore();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const send = (client: RawClient, { text, params, name }: Statement) =>
  name
    ? (client as unknown as Queryable).query({ name, text, values: params })
    : client.query(text, params);

const time = async (client: RawClient, statement: Statement) => {
  const started = performance.now();
  await send(client, statement);
  return performance.now() - started;
};

const isUtility = (text: string) => /^\s*(begin|commit|rollback|set )/i.test(text);

/**
 * The statement's plan as the app runs it: a named statement (selectWithGenericPlan) with its
 * generic plan, explained through PREPARE and EXECUTE; any other with the values at hand.
 */
async function planOf(client: RawClient, { text, params, name }: Statement): Promise<string[]> {
  const lines = (rows: Record<string, unknown>[]) => rows.map((r) => String(Object.values(r)[0]));
  if (isUtility(text)) return [];
  if (!name) return lines((await client.query(`explain (analyze, buffers) ${text}`, params)).rows);
  await client.query('begin');
  try {
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(`prepare explained_generic as ${text}`);
    const args = params.map(sqlLiteral).join(', ');
    const plan = await client.query(
      `explain (analyze, buffers) execute explained_generic(${args})`,
    );
    await client.query('deallocate explained_generic'); // a prepared statement outlives a rollback
    return lines(plan.rows);
  } finally {
    await client.query('rollback');
  }
}

// A node that never ran costs nothing (a gated fallback): only executed scans count.
const hasSeqScan = (plan: string[]) =>
  plan.some((l) => /Seq Scan on (posts|users)\b/.test(l) && !/never executed/.test(l));

/**
 * Times each captured statement RUNS times (median; the case's figure is their sum) and explains
 * it, all on one connection (a transaction's statements must share one, and a named statement is
 * a connection's own: after the first round it runs its cached plan, as in the app). The floor
 * statement runs right after each round, so both see the same machine load: their ratio is the
 * figure to trust on a shared machine.
 */
export async function measure(
  pool: RawClient,
  label: string,
  captured: { statements: Statement[]; rows: number },
  floor: Statement,
): Promise<Measured> {
  const connectable = pool as unknown as {
    connect?: () => Promise<RawClient & { release(): void }>;
  };
  const connection = connectable.connect ? await connectable.connect() : null;
  try {
    return await measureOn(connection ?? pool, label, captured, floor);
  } finally {
    connection?.release();
  }
}

async function measureOn(
  client: RawClient,
  label: string,
  captured: { statements: Statement[]; rows: number },
  floor: Statement,
): Promise<Measured> {
  const timings = captured.statements.map(() => [] as number[]);
  const floorTimings: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    for (const [n, statement] of captured.statements.entries())
      timings[n]!.push(await time(client, statement));
    floorTimings.push(await time(client, floor));
  }
  const statements = [];
  for (const [n, statement] of captured.statements.entries())
    statements.push({ medianMs: median(timings[n]!), plan: await planOf(client, statement) });
  return {
    label,
    rows: captured.rows,
    medianMs: statements.reduce((sum, s) => sum + s.medianMs, 0),
    seqScan: statements.some((s) => hasSeqScan(s.plan)),
    statements,
    floorMs: median(floorTimings),
  };
}
