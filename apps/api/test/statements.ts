import type { Database } from '../src/db/client.js';

type Query = (...args: unknown[]) => unknown;

interface PooledClient {
  query: Query;
  release: (...args: unknown[]) => unknown;
}

interface CountedClient {
  query: Query;
  /** PGlite: statements inside run on the transaction object it hands the callback. */
  transaction?: (work: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown>;
  /** pg.Pool: a transaction (drizzle's, db/raw.ts's) runs on a client checked out of the pool. */
  connect?: (...args: unknown[]) => Promise<PooledClient> | undefined;
}

export interface CountOptions {
  /**
   * Also count what runs inside `db.transaction(...)` (BEGIN and COMMIT included), which the root
   * client does not see: PGlite runs it on its transaction object, node-postgres on a pool client.
   */
  transactions?: boolean;
}

/**
 * Runs `work` and counts the SQL statements the database client receives meanwhile: the N+1 check
 * (a page of 4 and a page of 50 must cost the same). Not for concurrent work on the same client.
 */
export async function countStatements<T>(
  db: Database,
  work: () => Promise<T>,
  options: CountOptions = {},
): Promise<{ result: T; statements: number }> {
  const client = (db as unknown as { $client: CountedClient }).$client;
  let statements = 0;
  const counted =
    (query: Query): Query =>
    (...args) => {
      statements += 1;
      return query(...args);
    };
  const own = Object.keys(client);
  const original = {
    query: client.query,
    transaction: client.transaction,
    connect: client.connect,
  };
  client.query = counted(original.query.bind(client));
  if (options.transactions && original.transaction) {
    const begin = original.transaction.bind(client);
    client.transaction = (txWork) => {
      statements += 2; // BEGIN and COMMIT (or ROLLBACK), sent by PGlite itself
      return begin((tx) => {
        tx.query = counted(tx.query.bind(tx)); // a fresh object per transaction
        return txWork(tx);
      });
    };
  }
  if (options.transactions && original.connect) {
    const connect = original.connect.bind(client);
    client.connect = (...args) => {
      // pool.query checks a client out with a callback: that statement is counted as pool.query.
      if (args.length > 0) return connect(...args);
      return connect()!.then((pooled) => {
        const { query, release } = pooled;
        pooled.query = counted(query.bind(pooled));
        pooled.release = (...releaseArgs) => {
          pooled.query = query;
          pooled.release = release;
          return release.apply(pooled, releaseArgs);
        };
        return pooled;
      });
    };
  }
  try {
    const result = await work();
    return { result, statements };
  } finally {
    for (const key of ['query', 'transaction', 'connect'] as const) {
      if (own.includes(key)) Object.assign(client, { [key]: original[key] });
      else delete (client as Partial<CountedClient>)[key];
    }
  }
}
