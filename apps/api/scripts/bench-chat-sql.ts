// What each statement of the chat hot path costs on the database alone (no HTTP, no sockets):
// PGlite runs them on the app's own thread, so their sum per message bounds the sends a second.
//
//   npx tsx apps/api/scripts/bench-chat-sql.ts [--members 1000] [--rounds 300]
//   DATABASE_URL=postgres://… npx tsx apps/api/scripts/bench-chat-sql.ts   # a throwaway database
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { selectRows } from '../src/db/raw.js';
import { isSessionLive } from '../src/modules/auth/auth.repo.js';
import { verifyAccessToken } from '../src/modules/auth/tokens.js';
import { openChat, unreadCountsFor, unreadInChatsAndTotals } from '../src/modules/chat/index.js';
import { sendMessage } from '../src/modules/chat/chat.messages.js';
import { pendingRequestCount } from '../src/modules/connections/connections.service.js';
import { seedBenchMembers } from './bench-chat-seed.js';
import { scriptContext } from './script-context.js';
import { openThrowaway } from './throwaway-db.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '300' },
  },
});
const rounds = Number(values.rounds);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  ACCESS_TOKEN_TTL_SECONDS: '86400',
});
const { database, drop } = await openThrowaway();
await database.migrate();
const db = database.db;
const members = await seedBenchMembers(db, config, Number(values.members));

async function time(label: string, run: (i: number) => Promise<unknown>) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i += 1) await run(i);
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / rounds;
  process.stdout.write(`${ms.toFixed(3).padStart(8)} ms  ${label}\n`);
}
const pick = (i: number) => members[(i * 2) % members.length]!;

await time('select 1', () => selectRows(db, sql`select 1`));
await time('transaction: begin + select 1 + commit', () =>
  db.transaction((tx) => selectRows(tx, sql`select 1`)),
);
await time('bearer: isSessionLive', (i) =>
  isSessionLive(db, verifyAccessToken(config, pick(i).token)!),
);
await time('sendMessage (the whole service call)', (i) =>
  sendMessage(scriptContext(db, { id: pick(i).id }), {
    chatId: pick(i).chatId,
    content: `m ${i}`,
  }),
);
await time('counters: unreadInChatsAndTotals, 2 pairs', (i) =>
  unreadInChatsAndTotals(db, [
    { userId: pick(i).id, chatId: pick(i).chatId },
    { userId: members[pick(i).peer]!.id, chatId: pick(i).chatId },
  ]),
);
await time('counters: unreadInChatsAndTotals, 50 pairs', (i) =>
  unreadInChatsAndTotals(
    db,
    Array.from({ length: 50 }, (_, k) => ({ userId: pick(i + k).id, chatId: pick(i + k).chatId })),
  ),
);
await time('connect: unreadCountsFor + pendingRequestCount', (i) =>
  Promise.all([unreadCountsFor(db, pick(i).id), pendingRequestCount(db, pick(i).id)]),
);
await time('joinChat: openChat', (i) => openChat(db, pick(i).chatId, pick(i).id));
await drop();
