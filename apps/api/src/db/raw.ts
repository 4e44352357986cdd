import { DrizzleQueryError, fillPlaceholders, sql, type Query, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.js';
import { builtByShape, dialect, digestOf, type BuiltShape } from './query-shapes.js';

/**
 * The value parsers drizzle's node-postgres driver hands the driver for raw statements: dates,
 * times and intervals (and their arrays) and numeric arrays come as PostgreSQL writes them, the
 * rest as node-postgres parses it. Raw rows read through `rawRows` are drizzle's, value for value
 * (raw.test.ts holds the two equal for each of these types).
 */
const TEXT_AS_SENT = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const asSent = (value: string): unknown => value;
const parserOf = (typeId: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
  TEXT_AS_SENT.has(typeId) ? asSent : (pg.types.getTypeParser(typeId, format) as typeof asSent);
const RAW_TYPES = { getTypeParser: parserOf as pg.CustomTypesConfig['getTypeParser'] };

/** node-postgres's client under `db` (the pool, or a transaction's pooled client), else null. */
function nodePostgresClient(db: Database): pg.Pool | pg.ClientBase | null {
  const client = (db._.session as unknown as { client?: unknown }).client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}

/**
 * Rows of a built raw statement, `values` filling its placeholders. Through node-postgres (the
 * PostgreSQL pool, a transaction's client, the embedded database's thread) it goes to the driver
 * straight, with drizzle's value parsers: drizzle's prepared-query object, its tracing spans and
 * its cache check cost about as much CPU as the driver's own send and read of a small statement
 * (docs/decisions/0069-raw-statements-without-the-orm-session.md). In-process PGlite goes through
 * drizzle.
 */
async function rawRows<Row>(
  db: Database,
  built: Query,
  name?: string,
  values?: Record<string, unknown>,
): Promise<Row[]> {
  // As drizzle does: a placeholder left without a value throws rather than being sent.
  const params = fillPlaceholders(built.params, values ?? {});
  const client = nodePostgresClient(db);
  if (client) return send<Row>(client, built.sql, params, name);
  const statement = db._.session.prepareQuery(built, undefined, name, false);
  return ((await statement.execute(values)) as { rows: Row[] }).rows;
}

async function send<Row>(
  client: pg.Pool | pg.ClientBase,
  text: string,
  params: unknown[],
  name?: string,
): Promise<Row[]> {
  try {
    const config = { name, text, types: RAW_TYPES };
    return (await client.query<Row & pg.QueryResultRow>(config, params)).rows;
  } catch (error) {
    // Wrapped as drizzle wraps it: an unexpected failure's log names the statement.
    throw new DrizzleQueryError(text, params, error as Error);
  }
}

/**
 * `work` on one of the pool's clients between BEGIN and COMMIT, or ROLLBACK when it throws, as
 * drizzle's transaction runs it. A client that cannot even roll back is closed, not pooled again.
 */
async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Rows of a raw SQL query. `db.execute` is typed per driver (PGlite's Results, pg's QueryResult),
 * so through the shared Database type its result is unknown; both drivers return `{ rows }`.
 * Prefer the query builder; this is for catalog queries and SQL it cannot express.
 */
export function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  // The text is built once per shape (query-shapes.ts).
  return rawRows<Row>(db, builtByShape(query).query);
}

type Session = Database['_']['session'];

// One name, one text: node-postgres refuses a second text under a name a connection prepared.
const statementNames = new Set<string>();

/** Claims a statement name for this process: a second claim throws when its module loads. */
function claimStatementName(caller: string, name: string): void {
  if (statementNames.has(name)) throw new Error(`${caller}: "${name}" is taken`);
  statementNames.add(name);
}

/** A statement prepared once per database session (a transaction has its own), then reused. */
function perSession<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const bySession = new WeakMap<Session, Prepared>();
  return (db) => {
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = prepare(db);
      bySession.set(session, prepared);
    }
    return prepared;
  };
}

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
  claimStatementName('preparedStatement', name);
  const built = dialect.sqlToQuery(query);
  return (db, values) => rawRows<Row>(db, built, name, values);
}

/**
 * A raw query built into its text once, with `sql.placeholder(key)` for each value, and sent
 * unnamed with the values of each call: no building per request (a list's nested helpers cost
 * tens of microseconds to build), and, unlike preparedStatement, planned for the values at hand
 * on every call, so a LIMIT or a skewed value keeps the plan it has always had.
 */
export function statementBuiltOnce<Row, Values extends Record<string, unknown>>(
  query: SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  return (db, values) => rawRows<Row>(db, built, undefined, values);
}

/**
 * A query-builder statement prepared as preparedStatement prepares raw SQL, for a statement that
 * many requests run and whose building costs more than its values (a `select()` of a wide table
 * takes about 0.14 ms to build): `build` writes it with `sql.placeholder(key)` for each value and
 * ends with `.prepare(name)`; the answer is the builder's own, its columns mapped as usual.
 */
export function preparedQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Database, name: string) => { execute(values: Values): Promise<Result> },
): (db: Database, values: Values) => Promise<Result> {
  claimStatementName('preparedQuery', name);
  const statement = perSession((db) => build(db, name));
  return (db, values) => statement(db).execute(values);
}

const FORCE_GENERIC_PLAN = 'set local plan_cache_mode = force_generic_plan';

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
export function selectWithGenericPlan<Row>(
  db: Database,
  prefix: string,
  query: SQL,
): Promise<Row[]> {
  return runWithGenericPlan<Row>(db, prefix, builtByShape(query));
}

/**
 * Rows of a statement built once (statementsByKey), planned as selectWithGenericPlan plans its
 * statements, `values` filling its placeholders.
 */
export async function runWithGenericPlan<Row>(
  db: Database,
  prefix: string,
  { query: built, digest }: BuiltShape,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  if ((db as unknown) instanceof PgTransaction) return rawRows<Row>(db, built, undefined, values);
  const name = `${prefix}_${digest}`;
  const client = nodePostgresClient(db);
  if (client instanceof pg.Pool)
    return inTransaction(client, async (pooled) => {
      await pooled.query(FORCE_GENERIC_PLAN);
      return send<Row>(pooled, built.sql, fillPlaceholders(built.params, values), name);
    });
  return db.transaction(async (tx) => {
    await selectRows(tx, sql.raw(FORCE_GENERIC_PLAN));
    return rawRows<Row>(tx, built, name, values);
  });
}

/** Statements a cache of statementsByKey keeps: the most recently used. */
const STATEMENTS_KEPT = 200;

/**
 * Statements built once per key, for the lists whose statement depends on a request's input but
 * not on who asks: Discover's filters and searches are trees of a few hundred parts that cost
 * more to compose and to read as a shape (builtByShape) than PostgreSQL takes to run them when
 * matches are common, while the same filter is asked again and again, by many members. The key
 * must name everything the statement holds; what varies per member (the viewer) stays a
 * placeholder, bound when it runs (runWithGenericPlan). The most recently used STATEMENTS_KEPT
 * are kept (docs/decisions/0077-discover-statements-built-once-per-input.md).
 */
export function statementsByKey(): (key: string, build: () => SQL) => BuiltShape {
  const byKey = new Map<string, BuiltShape>();
  return (key, build) => {
    let built = byKey.get(key);
    if (built) {
      byKey.delete(key); // to the end: a Map iterates in insertion order
    } else {
      const query = dialect.sqlToQuery(build());
      built = { query, digest: digestOf(query.sql) };
      if (byKey.size >= STATEMENTS_KEPT) byKey.delete(byKey.keys().next().value!);
    }
    byKey.set(key, built);
    return built;
  };
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
