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

/**
 * `selectRows` as a named prepared statement, for the few statements every chat message runs
 * (docs/decisions/0045-prepared-hot-statements.md): the database parses and plans it once per
 * connection, where an unnamed statement is planned on every call. `name` must stay unique to
 * this statement's text. Through node-postgres (PostgreSQL, the embedded database's thread) it is
 * named; in-process PGlite has no named statements and runs it unnamed.
 */
export async function selectPrepared<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
