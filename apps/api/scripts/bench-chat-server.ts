// The server half of `npm run bench:chat`: the app from source, seeded with the bench's members,
// on PGlite in a temporary directory (as the embedded default keeps its files) or, with DATABASE_URL set, on a throwaway database on that PostgreSQL
// server (created here, dropped when the server stops). Prints `BENCH_READY {url, members,
// database}` (database: its name on PostgreSQL, for the database's CPU in the table) on
// stdout once listening, answers a `stats` line on stdin with its memory and CPU usage, and stops
// when its parent closes stdin or sends SIGTERM. Run in its own process so the server and the
// clients each get a core. argv[2] is the member count; argv[3], when given, the squad size:
// squad mode, argv[2] / argv[3] squads (bench-chat-seed-squads.ts) in place of pairs.
// One instance of several (`--instances N`): BENCH_ATTACH=1 with DATABASE_URL naming a database the
// bench created, migrated and seeded itself; it is used as is (no seed, not dropped: the bench
// drops it after the last instance), and REDIS_URL and JWT_SECRET, shared by every instance, reach
// the config (the test config's secret is otherwise random per process).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { answerStats, READY } from './bench-chat-protocol.js';
import { seedBenchMembers } from './bench-chat-seed.js';
import { seedBenchSquads } from './bench-chat-seed-squads.js';
import type { BenchMember } from './bench-chat-seed.js';
import { openDatabase } from '../src/db/client.js';
import { openThrowaway, rawClientOf } from './throwaway-db.js';

const count = Number(process.argv[2] ?? 200);
const squadSize = process.argv[3] ? Number(process.argv[3]) : undefined;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  WEB_DIST_DIR: join(tmpdir(), 'squadup-no-web-build'),
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  AUTH_RATE_LIMITS: 'off',
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  ...(process.env.JWT_SECRET ? { JWT_SECRET: process.env.JWT_SECRET } : {}),
});
const attach = process.env.BENCH_ATTACH === '1';
// openThrowaway reads DATABASE_URL itself: unset, it is PGlite in a temporary directory, as the
// embedded default keeps its files (PGLITE_DIR).
const { database, drop } = attach
  ? {
      database: await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: '' }),
      drop: () => Promise.resolve(),
    }
  : await openThrowaway({ onDisk: true });
let members: BenchMember[] = [];
if (!attach) {
  await database.migrate();
  members = squadSize
    ? await seedBenchSquads(database.db, config, count / squadSize, squadSize)
    : await seedBenchMembers(database.db, config, count);
}
const app = await createApp(config, { database });
const { port } = await app.start(0, '127.0.0.1');
const named =
  database.kind === 'postgres'
    ? await rawClientOf(database).query('SELECT current_database() AS name')
    : undefined;
const databaseName = named ? String(named.rows[0]!.name) : undefined;
process.stdout.write(
  `${READY} ${JSON.stringify({ url: `http://127.0.0.1:${port}`, members, database: databaseName })}\n`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // app.stop() closes the database; drop() then drops a PostgreSQL one.
  void app
    .stop()
    .then(drop)
    .finally(() => process.exit(0));
};
answerStats(stop, () => ({ databaseThreadCpuMs: database.thread?.cpuMs() }));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
