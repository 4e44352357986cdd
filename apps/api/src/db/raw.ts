import type { SQL } from 'drizzle-orm';
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
