import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client.js';

interface RawClient {
  query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The plan (EXPLAIN, no costs) of the first statement `call` sends through `db`, one line per
 * node or detail: explain tests assert on it, on the database they run against (PGlite or
 * PostgreSQL), with statistics from the rows they seeded. `analyze` runs the statement again
 * and shows each node's actual rows (no timings), or "never executed".
 */
export async function planOf(
  db: Database,
  call: () => Promise<unknown>,
  { analyze = false } = {},
): Promise<string[]> {
  const execute = db.execute.bind(db);
  let captured: SQL | undefined;
  const patched = db as unknown as { execute: (query: SQL) => unknown };
  patched.execute = (query: SQL) => {
    captured ??= query;
    return execute(query);
  };
  try {
    await call();
  } finally {
    patched.execute = execute;
  }
  if (!captured) throw new Error('planOf: the call sent no statement through db.execute');
  const { sql: text, params } = new PgDialect().sqlToQuery(captured);
  const client = (db as unknown as { $client: RawClient }).$client;
  const options = analyze ? 'analyze, costs off, timing off, summary off' : 'costs off';
  const plan = await client.query(`explain (${options}) ${text}`, params);
  return plan.rows.map((row) => String(Object.values(row)[0]));
}
