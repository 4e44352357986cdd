// Throwaway PostgreSQL databases for the fault tests: created EMPTY (the server under test
// migrates it, as in production) on TEST_DATABASE_URL's server, and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** TEST_DATABASE_URL, or an error saying to set it: these tests fail without it, never skip. */
export function requirePostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) {
    throw new Error(
      'TEST_DATABASE_URL is not set: this fault test needs a real PostgreSQL server it may restart. ' +
        'Set it, e.g. TEST_DATABASE_URL=postgres://squadup:squadup@127.0.0.1:5432/postgres npm run test:faults ' +
        '(.ci/run sets it).',
    );
  }
  return url;
}

// Right after a restart the server may still refuse connections for a moment.
async function connect(url: string, timeoutMs = 15_000): Promise<pg.Client> {
  const since = Date.now();
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined); // a restart while connected; the query itself fails
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() - since > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Runs one statement on its own connection (so it works across PostgreSQL restarts). */
export async function queryOnce<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = await connect(url);
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface ThrowawayDatabase {
  name: string;
  /** The server URL with this database's name as its path. */
  url: string;
  query<Row extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Drops it (WITH (FORCE): a killed server may have left sessions). Idempotent. */
  drop(): Promise<void>;
}

/** A new, empty database (no tables, no migrations) on `serverUrl`'s server. */
export async function createEmptyDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `squadup_fault_${randomBytes(6).toString('hex')}`;
  await queryOnce(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | null = null;
  return {
    name,
    url: url.toString(),
    query: (text, params) => queryOnce(url.toString(), text, params),
    drop: () =>
      (dropping ??= queryOnce(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(
        () => undefined,
      )),
  };
}

/** Which of `emails` the database's users table does not hold. */
export async function missingEmails(
  database: Pick<ThrowawayDatabase, 'query'>,
  emails: string[],
): Promise<string[]> {
  const rows = await database.query<{ email: string }>(
    'select email from users where email = any($1::text[])',
    [emails],
  );
  const present = new Set(rows.map((row) => row.email));
  return emails.filter((email) => !present.has(email));
}
