// Two servers started at the same moment on one fresh, EMPTY PostgreSQL database (a rolling deploy's
// first start, two replicas): both must come up, the migrations must be applied once, and the demo
// data (DEMO_SEED=auto seeds an empty database) must be there once. Three rounds, a new database
// each, since the race does not lose every time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_MEMBERS, DEMO_POSTS } from '../src/db/seed/demo-data.js';
import { migrationsDir } from '../src/lib/paths.js';
import {
  createEmptyDatabase,
  requirePostgresUrl,
  type ThrowawayDatabase,
} from './support/database.js';
import {
  describeExit,
  killStartedServers,
  spawnServer,
  tempDataDir,
  waitReady,
  type ServerProcess,
} from './support/server.js';

const ROUNDS = 3;
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  await killStartedServers();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const MIGRATIONS = journal.entries.length;

/** Why a server that exited during start-up failed: its "Start-up failed" log's error message. */
function startupFailure(server: ServerProcess): string {
  for (const line of server.output(200, 100_000).split('\n').reverse()) {
    try {
      const entry = JSON.parse(line) as {
        msg?: string;
        err?: { message?: string; stack?: string };
      };
      if (entry.msg !== 'Start-up failed') continue;
      // drizzle's message is the failed SQL; the driver's error is the cause at the stack's end.
      const cause = /caused by: (.*)/.exec(entry.err?.stack ?? '')?.[1];
      return cause ?? entry.err?.message?.split('\n')[0] ?? line;
    } catch {
      // not a log line (a stack trace written by Node itself)
    }
  }
  return server.output(3);
}

const seededBy = (server: ServerProcess) =>
  server.output(200, 100_000).includes('demo members (DEMO_SEED=auto)');

async function countRows(database: ThrowawayDatabase) {
  const [counts] = await database.query<{
    migrations: number;
    members: number;
    distinct_emails: number;
    posts: number;
    distinct_posts: number;
  }>(
    `select
      (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
      (select count(*)::int from users) as members,
      (select count(distinct lower(email))::int from users) as distinct_emails,
      (select count(*)::int from posts) as posts,
      (select count(*)::int from (select distinct posted_by, title from posts) p) as distinct_posts`,
  );
  return counts!;
}

interface Round {
  round: number;
  instances: string[];
  bothReady: boolean;
  migrations: number;
  members: number;
  distinctEmails: number;
  posts: number;
  distinctPosts: number;
  seeds: number;
}

async function runRound(round: number, serverUrl: string): Promise<Round> {
  const database = await createEmptyDatabase(serverUrl);
  cleanups.push(() => database.drop());
  const dirs = await Promise.all([tempDataDir(), tempDataDir()]);
  for (const dir of dirs) cleanups.push(dir.remove);
  // Both spawned before either is awaited: they reach migrate() within moments of each other.
  const servers = await Promise.all(
    dirs.map((dir, i) =>
      spawnServer({
        label: `instance ${i + 1}`,
        env: {
          DATABASE_URL: database.url,
          DATA_DIR: dir.dir,
          DEMO_SEED: 'auto',
          LOG_LEVEL: 'info',
        },
      }),
    ),
  );
  const ready = await Promise.allSettled(servers.map((server) => waitReady(server)));
  const instances = servers.map((server, i) => {
    const result = ready[i]!;
    if (result.status === 'fulfilled') return `${server.label} ready in ${result.value} ms`;
    const exit = server.exitStatus();
    return exit
      ? `${server.label} EXITED (${describeExit(exit)}): ${startupFailure(server)}`
      : `${server.label} NOT READY: ${String(result.reason).split('\n')[0]}`;
  });
  await Promise.all(servers.map((server) => server.stop()));

  const counts = await countRows(database).catch((error: unknown) => {
    // Neither instance got the schema in place: every count fails its assertion below.
    instances.push(`counting failed: ${error instanceof Error ? error.message : String(error)}`);
    return { migrations: -1, members: -1, distinct_emails: -1, posts: -1, distinct_posts: -1 };
  });
  await database.drop();
  return {
    round,
    instances,
    bothReady: ready.every((result) => result.status === 'fulfilled'),
    migrations: counts.migrations,
    members: counts.members,
    distinctEmails: counts.distinct_emails,
    posts: counts.posts,
    distinctPosts: counts.distinct_posts,
    seeds: servers.filter(seededBy).length,
  };
}

it('starts two instances at once on one empty database, three times', async () => {
  const serverUrl = requirePostgresUrl();
  const started = Date.now();
  const rounds: Round[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) rounds.push(await runRound(round, serverUrl));

  console.warn(
    [
      `Two-instances fault test, ${Date.now() - started} ms in all (one seed makes ${DEMO_MEMBERS.length} members and ${DEMO_POSTS.length} posts; ${MIGRATIONS} migrations)`,
      ...rounds.map(
        (r) =>
          `round ${r.round}: ${r.instances.join('; ')}; migrations ${r.migrations}; members ${r.members} ` +
          `(${r.distinctEmails} distinct); posts ${r.posts} (${r.distinctPosts} distinct); seeded by ${r.seeds} instance(s)`,
      ),
    ].join('\n'),
  );
  for (const r of rounds) {
    const where = `round ${r.round}`;
    expect.soft(r.bothReady, `${where}: ${r.instances.join('; ')}`).toBe(true);
    expect.soft(r.migrations, `${where}: __drizzle_migrations rows`).toBe(MIGRATIONS);
    expect
      .soft(r.members, `${where}: members (one seed makes ${DEMO_MEMBERS.length})`)
      .toBe(DEMO_MEMBERS.length);
    expect.soft(r.distinctEmails, `${where}: distinct member e-mails`).toBe(r.members);
    expect
      .soft(r.posts, `${where}: posts (one seed makes ${DEMO_POSTS.length})`)
      .toBe(DEMO_POSTS.length);
    expect.soft(r.distinctPosts, `${where}: distinct (owner, title) posts`).toBe(r.posts);
  }
});
