// The server half of `npm run bench:chat`: the app from source on an in-memory PGlite, seeded
// with the bench's members. Prints `BENCH_READY {url, members}` on stdout once listening,
// answers a `memory` line on stdin with its memory usage, and stops when its parent closes stdin
// or sends SIGTERM. Run in its own process so the server
// and the clients each get a core.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { MEMORY, READY, seedBenchMembers } from './bench-chat-seed.js';

const count = Number(process.argv[2] ?? 200);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  WEB_DIST_DIR: join(tmpdir(), 'squadup-no-web-build'),
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  AUTH_RATE_LIMITS: 'off',
});
const database = await openDatabase(config, { pgliteDataDir: 'memory://' });
await database.migrate();
const members = await seedBenchMembers(database.db, config, count);
const app = await createApp(config, { database });
const { port } = await app.start(0, '127.0.0.1');
process.stdout.write(`${READY} ${JSON.stringify({ url: `http://127.0.0.1:${port}`, members })}\n`);

const stop = () => void app.stop().then(() => process.exit(0));
createInterface({ input: process.stdin })
  .on('line', (line) => {
    if (line === 'memory')
      process.stdout.write(`${MEMORY} ${JSON.stringify(process.memoryUsage())}\n`);
  })
  .on('close', stop);
process.on('SIGTERM', stop);
