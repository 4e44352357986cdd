import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
