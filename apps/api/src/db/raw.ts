import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * Rows of a raw SQL query. `db.execute` is typed per driver (PGlite's Results, pg's QueryResult),
 * so through the shared Database type its result is unknown; both drivers return `{ rows }`.
 * Prefer the query builder; this is for catalog queries and SQL it cannot express.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

// Builds the text only: the app's drizzle instances use the default dialect settings.
const dialect = new PgDialect();

type Session = Database['_']['session'];

// One name, one text: node-postgres refuses a second text under a name a connection prepared.
const statementNames = new Set<string>();

/**
 * A raw query as a named prepared statement, for the few statements every chat message runs
 * (docs/decisions/0045-prepared-hot-statements.md): built into its text once, here, with
 * `sql.placeholder(key)` for each value, parsed once per connection, and planned until the
 * database settles on a generic plan (after five calls), where an unnamed statement is planned on
 * every call. `name` must be unique: a second statement with it throws when its module loads.
 * Through node-postgres (PostgreSQL, the embedded database's thread) it is named; in-process
 * PGlite has no named statements and runs it unnamed.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  query: SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  if (statementNames.has(name)) throw new Error(`preparedStatement: "${name}" is taken`);
  statementNames.add(name);
  const built = dialect.sqlToQuery(query);
  const bySession = new WeakMap<Session, ReturnType<Session['prepareQuery']>>();
  return async (db, values) => {
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(built, undefined, name, false);
      bySession.set(session, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * Rows of a raw query planned ONCE per connection and shape, with a generic plan, for statements
 * whose planning costs more than their work: Discover's filters, searches and recommendation and
 * the people search spent 1-3 ms planning statements of six CTEs that run in well under a
 * millisecond when matches are common (docs/decisions/0058). The text varies with the filter's
 * shape, so the statement is named after a hash of its text (`prefix_<hash>`): one prepared
 * statement per shape and connection. `plan_cache_mode = force_generic_plan`, for this
 * statement's transaction only, makes PostgreSQL keep one generic plan from the first call, where
 * by default it plans five times and then goes on planning every call whenever its estimates
 * favour the values at hand. Use it for queries whose plan does not hinge on the values (the
 * explain tests and scripts/explain-posts.ts read the generic plan). Inside a caller's
 * transaction it runs as a plain statement (SET LOCAL would outlast it there); on in-process
 * PGlite, which has no named statements, it runs unnamed with a generic plan.
 */
export async function selectWithGenericPlan<Row>(
  db: Database,
  prefix: string,
  query: SQL,
): Promise<Row[]> {
  if ((db as unknown) instanceof PgTransaction) return selectRows<Row>(db, query);
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    const prepared = tx._.session.prepareQuery(built, undefined, name, false);
    const result = (await prepared.execute()) as { rows: Row[] };
    return result.rows;
  });
}

/**
 * A value as an SQL literal, for EXECUTE's arguments when explaining the generic plan of a
 * statement selectWithGenericPlan runs (PREPARE infers each parameter's type, as for the app's
 * untyped values): the explain tests and scripts/explain-posts.ts.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const text = (v: unknown): string => {
    if (v instanceof Date) return v.toISOString();
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint')
      return v.toString();
    return JSON.stringify(v);
  };
  if (Array.isArray(value))
    return quote(`{${value.map((v) => `"${text(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return quote(text(value));
}
