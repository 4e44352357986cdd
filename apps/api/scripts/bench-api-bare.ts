// The bare floor of `npm run bench:api`: what a request would cost with no framework at all. For a
// request it has not seen, it runs the floor once (bench-api-floor-core.ts, which runs the app's
// statements and answers the app's JSON) and records the statements the database client received,
// exactly as they were sent, and the answer. Every request after that sends those statements over
// the raw client (node-postgres, or PGlite), one after the other, and serializes that answer: the
// app's SQL and the app's JSON byte for byte, with no GraphQL, no ORM and no bearer check (the
// session statement is not recorded). test/bench-api-floor.test.ts holds the recorded statements
// equal to the app's, the session check aside.
import type { ExecutionResult } from 'graphql';
import type { Database } from '../src/db/client.js';

type Query = (...args: unknown[]) => Promise<unknown>;

/** The client drizzle sends through: a node-postgres pool, or a PGlite instance. */
export interface RawClient {
  query: Query;
}

export const rawClientOf = (db: Database) => (db as unknown as { $client: RawClient }).$client;

/** One statement as the client received it: its arguments (text or config, then parameters). */
export type Statement = unknown[];

/** The SQL text and parameters of a statement, whichever client shape sent it. */
export function statementText(statement: Statement): { text: string; params: unknown } {
  const [first, second] = statement;
  if (typeof first === 'string') return { text: first, params: second ?? [] };
  const config = first as { text: string; values?: unknown };
  return { text: config.text, params: second ?? config.values ?? [] };
}

/** A PGlite instance runs a transaction on an object it hands the callback. */
interface TransactionClient {
  transaction?: (work: (tx: RawClient) => Promise<unknown>) => Promise<unknown>;
  /** A node-postgres pool: a transaction runs on a client checked out of it. */
  connect?: (
    ...args: unknown[]
  ) => Promise<RawClient & { release: (broken?: unknown) => void }> | undefined;
}

/**
 * Runs `work` and records every statement `client` receives meanwhile, also those sent in a
 * transaction (on PGlite's transaction object, or on a node-postgres client checked out of the
 * pool: db/raw.ts selectWithGenericPlan sends Discover's pages so). `transactions[n]` numbers the
 * transaction statement n ran in (0: none), so the bare floor replays it in one. Not for
 * concurrent work on the same client (the bench records one request at a time, before it
 * measures).
 */
export async function recordStatements<T>(
  recorded: { query: unknown }, // any client with a query method (throwaway-db.ts's typed one too)
  work: () => Promise<T>,
): Promise<{ result: T; statements: Statement[]; transactions: number[] }> {
  const client = recorded as RawClient;
  const statements: Statement[] = [];
  const transactions: number[] = [];
  let opened = 0;
  const recorder = (target: RawClient, transaction: number): Query => {
    const original = target.query;
    return (...args) => {
      statements.push(args);
      transactions.push(transaction);
      return original.apply(target, args);
    };
  };
  const own = Object.hasOwn(client, 'query');
  const original = client.query;
  client.query = recorder(client, 0);
  const withTx = client as RawClient & TransactionClient;
  const { transaction, connect } = withTx;
  if (transaction)
    withTx.transaction = (txWork) =>
      transaction.call(client, (tx) => {
        tx.query = recorder(tx, (opened += 1)); // a fresh object per transaction
        return txWork(tx);
      });
  if (connect)
    withTx.connect = (...args) => {
      // pool.query checks a client out with a callback: that statement is the pool's query.
      if (args.length > 0) return connect.apply(client, args);
      return connect.apply(client, args)!.then((pooled) => {
        const { query, release } = pooled;
        pooled.query = recorder(pooled, (opened += 1));
        pooled.release = (broken) => {
          pooled.query = query;
          pooled.release = release;
          release.call(pooled, broken); // a client given back broken is closed, not pooled
        };
        return pooled;
      });
    };
  try {
    return { result: await work(), statements, transactions };
  } finally {
    if (own) client.query = original;
    else delete (client as Partial<RawClient>).query;
    if (transaction) withTx.transaction = transaction;
    if (connect) withTx.connect = connect;
  }
}

export interface BarePlan {
  statements: Statement[];
  /** The transaction each statement ran in (0: none), as recordStatements numbers them. */
  transactions: number[];
  answer: ExecutionResult;
}

// node-postgres writes the callback of the moment into a config object it is handed: each send
// gets its own copy, so concurrent requests never share one.
const copyOf = (argument: unknown) =>
  argument && typeof argument === 'object' && !Array.isArray(argument) ? { ...argument } : argument;

/** Sends `statements` on one transaction's client, as the app did (PGlite begins and commits). */
async function replayTransaction(client: RawClient, statements: Statement[]) {
  const { transaction, connect } = client as RawClient & TransactionClient;
  const send = async (target: RawClient) => {
    for (const statement of statements) await target.query(...statement.map(copyOf));
  };
  if (transaction) return void (await transaction.call(client, send));
  const pooled = (await connect!.call(client))!;
  try {
    await send(pooled);
  } finally {
    pooled.release();
  }
}

/** One bare request: the recorded statements in order, then the answer as JSON. */
export async function answerBare(client: RawClient, plan: BarePlan): Promise<string> {
  for (let n = 0; n < plan.statements.length;) {
    const transaction = plan.transactions[n] ?? 0;
    if (transaction === 0) {
      await client.query(...plan.statements[n]!.map(copyOf));
      n += 1;
      continue;
    }
    let end = n;
    while (end < plan.statements.length && plan.transactions[end] === transaction) end += 1;
    await replayTransaction(client, plan.statements.slice(n, end));
    n = end;
  }
  return JSON.stringify(plan.answer);
}
