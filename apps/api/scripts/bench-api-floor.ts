// The two floors of `npm run bench:api`, on one node:http server. POST /floor answers each bench
// request as bench-api-floor-core.ts does (the app's bearer check, then the web's document
// executed over the app's schema, resolvers and context: the app's statements, the app's JSON),
// with no Express, Apollo or middleware around it. POST /bare replays the app's statements over
// the raw client and sends the same JSON, with no framework at all (bench-api-bare.ts).
// test/bench-api-floor.test.ts holds both equal to the app. Prints `FLOOR_READY <port>` once
// listening; stops on SIGTERM.
//
//   tsx bench-api-floor.ts   with DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR, and JWT_SECRET
import { createServer, type ServerResponse } from 'node:http';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createLogger } from '../src/lib/logger.js';
import { bearerTokenOf } from '../src/modules/auth/tokens.js';
import { answerBare, rawClientOf, recordStatements, type BarePlan } from './bench-api-bare.js';
import { createFloor } from './bench-api-floor-core.js';
import { FLOOR_READY } from './bench-api-processes.js';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DEMO_SEED: 'off',
  JWT_SECRET: process.env.JWT_SECRET ?? '',
});
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.BENCH_PGLITE_DIR ?? '',
});
const floor = createFloor({ db: database.db, config, log: createLogger(config) });
let reported = false;

const sendJson = (res: ServerResponse, json: string, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(json);
};
const send = (res: ServerResponse, status: number, body: unknown) =>
  sendJson(res, JSON.stringify(body), status);

/** The bare floor's plan per request body, recorded on its first request (bench-api-bare.ts). */
const barePlans = new Map<string, BarePlan>();
const rawClient = rawClientOf(database.db);

async function bare(token: string | null | undefined, body: string, request: FloorRequest) {
  let plan = barePlans.get(body);
  if (!plan) {
    const claims = token ? await floor.viewer(token) : null;
    if (!claims) return null;
    const run = () => floor.run(claims, request.query, request.variables ?? {});
    const { result, statements, transactions } = await recordStatements(rawClient, run);
    barePlans.set(body, (plan = { statements, transactions, answer: result }));
  }
  return answerBare(rawClient, plan);
}

interface FloorRequest {
  query: string;
  variables?: Record<string, unknown>;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      const token = bearerTokenOf(req.headers.authorization);
      const text = Buffer.concat(chunks).toString('utf8');
      const body = JSON.parse(text) as FloorRequest;
      if (req.url === '/bare') {
        const json = await bare(token, text, body);
        if (json === null) send(res, 401, { errors: [{ message: 'Unauthenticated' }] });
        else sendJson(res, json);
        return;
      }
      const result = token ? await floor.answer(token, body.query, body.variables ?? {}) : null;
      if (!result) send(res, 401, { errors: [{ message: 'Unauthenticated' }] });
      else send(res, 200, result);
    })().catch((error: unknown) => {
      // One line: under overload every queued request fails the same way.
      if (!reported) {
        reported = true;
        process.stderr.write(`floor: ${String(error).split('\n')[0]}\n`);
      }
      send(res, 500, { errors: [{ message: 'Floor error' }] });
    });
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${FLOOR_READY} ${port}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  // Exits whatever close() does, so --cpu-prof still writes the profile.
  database.close().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`floor: closing the database failed: ${String(error)}\n`);
      process.exit(1);
    },
  );
});
