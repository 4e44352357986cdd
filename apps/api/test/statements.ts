import type { Database } from '../src/db/client.js';

interface CountedClient {
  query: (...args: unknown[]) => unknown;
}

/**
 * Runs `work` and counts the SQL statements the database client receives meanwhile: the N+1 check
 * (a page of 4 and a page of 50 must cost the same). Not for concurrent work on the same client.
 */
export async function countStatements<T>(
  db: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const client = (db as unknown as { $client: CountedClient }).$client;
  const original = client.query.bind(client);
  let statements = 0;
  client.query = (...args: unknown[]) => {
    statements += 1;
    return original(...args);
  };
  try {
    const result = await work();
    return { result, statements };
  } finally {
    client.query = original;
  }
}
