// `npx tsx apps/api/scripts/bench-bearer.ts`: what the bearer check's database look-up costs.
// 2,000 authenticated requests each way on a throwaway database (PGlite in memory, or a fresh
// database on DATABASE_URL's server) holding 10,000 members with a few sessions each:
//   1. the token check alone (signature and claims, what every request paid before),
//   2. the full check (plus the one indexed query: session version and refresh family),
//   3. whole HTTP requests, GET /v1/auth/me and POST /graphql { __typename }, through the app.
// Prints milliseconds per request; figures, not a pass/fail.
import { v7 as uuidv7 } from 'uuid';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { refreshTokens, users } from '../src/db/schema/index.js';
import { liveAccessClaims } from '../src/modules/auth/bearer.js';
import { isSessionLive } from '../src/modules/auth/auth.repo.js';
import {
  hashToken,
  newOpaqueToken,
  signAccessToken,
  verifyAccessToken,
} from '../src/modules/auth/tokens.js';
import { openThrowaway, rawClientOf } from './throwaway-db.js';

const print = (line = '') => process.stdout.write(`${line}\n`);
const REQUESTS = 2_000;
const MEMBERS = 10_000;
const SESSIONS_EACH = 3;
const CHUNK = 1_000;

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SEED: 'off' });
const { database, drop } = await openThrowaway();
await database.migrate();
const { db } = database;

const ids = Array.from({ length: MEMBERS }, () => uuidv7());
const sessions = ids.flatMap((id) =>
  Array.from({ length: SESSIONS_EACH }, () => ({ userId: id, sessionId: uuidv7() })),
);
for (let i = 0; i < ids.length; i += CHUNK) {
  await db.insert(users).values(
    ids.slice(i, i + CHUNK).map((id) => ({
      id,
      email: `bench-${id}@example.test`,
      first_name: 'Bench',
    })),
  );
}
const expires = new Date(Date.now() + 86_400_000);
for (let i = 0; i < sessions.length; i += CHUNK) {
  await db.insert(refreshTokens).values(
    sessions.slice(i, i + CHUNK).map((s) => ({
      user_id: s.userId,
      family_id: s.sessionId,
      token_hash: hashToken(newOpaqueToken()),
      family_expires_at: expires,
    })),
  );
}
await rawClientOf(database).query('ANALYZE');
const tokens = Array.from({ length: REQUESTS }, (_, i) => {
  const s = sessions[(i * 7919) % sessions.length]!;
  return signAccessToken(config, { userId: s.userId, sessionVersion: 0, sessionId: s.sessionId });
});

async function time(label: string, run: (token: string) => Promise<unknown>) {
  for (const token of tokens.slice(0, 200)) await run(token); // warm-up
  const started = performance.now();
  for (const token of tokens) await run(token);
  const ms = (performance.now() - started) / REQUESTS;
  print(`${label.padEnd(58)} ${ms.toFixed(3)} ms/request`);
  return ms;
}

print(
  `${REQUESTS} requests, ${MEMBERS} members x ${SESSIONS_EACH} sessions, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
);
const plan = await rawClientOf(database).query(
  `EXPLAIN SELECT 1 FROM users u WHERE u.id = $1 AND u.session_version = 0
     AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2 AND r.user_id = u.id)
     AND NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2 AND r.revoked_at IS NOT NULL)`,
  [sessions[0]!.userId, sessions[0]!.sessionId],
);
print(plan.rows.map((r) => `  ${String(Object.values(r)[0])}`).join('\n') + '\n');

const verifyOnly = await time('token check alone (before: signature + claims)', (token) =>
  Promise.resolve(verifyAccessToken(config, token)),
);
const full = await time('full bearer check (plus the one indexed query)', (token) =>
  liveAccessClaims({ config, db }, token),
);
await time('the query alone (isSessionLive)', (token) =>
  isSessionLive(db, verifyAccessToken(config, token)!),
);
print(`${'=> the look-up adds'.padEnd(58)} ${(full - verifyOnly).toFixed(3)} ms/request\n`);

const app = await createApp(config, { database });
const { url } = await app.start(0, '127.0.0.1');
await time('HTTP GET /v1/auth/me (check + member row)', async (token) => {
  const res = await fetch(`${url}/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`me answered ${res.status}`);
  await res.arrayBuffer();
});
await time('HTTP POST /graphql { __typename } (check + Apollo)', async (token) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{"query":"{ __typename }"}',
  });
  if (res.status !== 200) throw new Error(`graphql answered ${res.status}`);
  await res.arrayBuffer();
});
await time('HTTP POST /graphql { __typename } anonymous (no check)', async () => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query":"{ __typename }"}',
  });
  await res.arrayBuffer();
});
await app.stop();
await drop().catch(() => undefined);
