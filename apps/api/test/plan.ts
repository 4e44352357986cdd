import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client.js';
import { selectRows, sqlLiteral } from '../src/db/raw.js';

interface RawClient {
  query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

interface Captured {
  text: string;
  params: unknown[];
  /** Sent by selectWithGenericPlan (db/raw.ts): the app runs its generic plan. */
  generic: boolean;
}

type Session = Database['_']['session'];
type Execute = (values?: Record<string, unknown>) => Promise<unknown>;
type TransactionCallback = Parameters<Database['transaction']>[0];

/**
 * The plan (EXPLAIN, no costs) of the first statement `call` sends through `db`, one line per
 * node or detail: explain tests assert on it, on the database they run against (PGlite or
 * PostgreSQL), with statistics from the rows they seeded. A statement the app runs with a generic
 * plan (selectWithGenericPlan) is explained with that plan. `analyze` runs the statement again
 * and shows each node's actual rows (no timings), or "never executed".
 */
export async function planOf(
  db: Database,
  call: () => Promise<unknown>,
  { analyze = false } = {},
): Promise<string[]> {
  let captured: Captured | undefined;
  const patched = db as unknown as {
    execute: (query: SQL) => unknown;
    transaction: (fn: TransactionCallback, config?: unknown) => Promise<unknown>;
  };
  const execute = db.execute.bind(db);
  const transaction = db.transaction.bind(db) as typeof patched.transaction;
  patched.execute = (query: SQL) => {
    if (!captured) {
      const { sql: text, params } = new PgDialect().sqlToQuery(query);
      captured = { text, params, generic: false };
    }
    return execute(query);
  };
  // A statement built once (db/raw.ts statementBuiltOnce) is prepared on db's session and given
  // its values when it executes.
  const rootSession = db._.session;
  const prepareOnRoot = rootSession.prepareQuery.bind(rootSession);
  rootSession.prepareQuery = ((query: { sql: string; params: unknown[] }, ...rest: unknown[]) => {
    const prepared = (prepareOnRoot as (...args: unknown[]) => { execute: Execute })(
      query,
      ...rest,
    );
    const executePrepared = prepared.execute.bind(prepared);
    prepared.execute = (values?: Record<string, unknown>) => {
      captured ??= {
        text: query.sql,
        params: fillPlaceholders(query.params, values ?? {}),
        generic: false,
      };
      return executePrepared(values);
    };
    return prepared;
  }) as Session['prepareQuery'];
  // selectWithGenericPlan prepares its statement on the transaction's session.
  patched.transaction = (fn, config) =>
    transaction(async (tx) => {
      const session = tx._.session;
      const prepare = session.prepareQuery.bind(session);
      session.prepareQuery = ((query: { sql: string; params: unknown[] }, ...rest: unknown[]) => {
        if (!captured && !/^\s*set /i.test(query.sql))
          captured = { text: query.sql, params: query.params, generic: true };
        return (prepare as (...args: unknown[]) => unknown)(query, ...rest);
      }) as Session['prepareQuery'];
      return fn(tx);
    }, config);
  try {
    await call();
  } finally {
    patched.execute = execute;
    patched.transaction = transaction;
    rootSession.prepareQuery = prepareOnRoot;
  }
  if (!captured) throw new Error('planOf: the call sent no statement through db');
  const options = analyze ? 'analyze, costs off, timing off, summary off' : 'costs off';
  const lines = (rows: Record<string, unknown>[]) =>
    rows.map((row) => String(Object.values(row)[0]));
  const { text, params, generic } = captured;
  if (!generic) {
    const client = (db as unknown as { $client: RawClient }).$client;
    return lines((await client.query(`explain (${options}) ${text}`, params)).rows);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare planned_generic as ${text}`));
    try {
      const args = params.map(sqlLiteral).join(', ');
      const explained = sql.raw(`explain (${options}) execute planned_generic(${args})`);
      return lines(await selectRows<Record<string, unknown>>(tx, explained));
    } finally {
      await tx.execute(sql`deallocate planned_generic`);
    }
  });
}
