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

/**
 * Runs `work` and records every statement `client` receives meanwhile. Not for concurrent work on
 * the same client (the bench records one request at a time, before it measures).
 */
export async function recordStatements<T>(
  client: RawClient,
  work: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  const own = Object.hasOwn(client, 'query');
  const original = client.query;
  client.query = (...args) => {
    statements.push(args);
    return original.apply(client, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    if (own) client.query = original;
    else delete (client as Partial<RawClient>).query;
  }
}

export interface BarePlan {
  statements: Statement[];
  answer: ExecutionResult;
}

// node-postgres writes the callback of the moment into a config object it is handed: each send
// gets its own copy, so concurrent requests never share one.
const copyOf = (argument: unknown) =>
  argument && typeof argument === 'object' && !Array.isArray(argument) ? { ...argument } : argument;

/** One bare request: the recorded statements in order, then the answer as JSON. */
export async function answerBare(client: RawClient, plan: BarePlan): Promise<string> {
  for (const statement of plan.statements) await client.query(...statement.map(copyOf));
  return JSON.stringify(plan.answer);
}
