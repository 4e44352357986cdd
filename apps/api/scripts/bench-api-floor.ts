// The floor of `npm run bench:api`: a bare Express server (JSON body parser only) that, for each
// bench operation, checks the bearer token as the app does (signature and the one session query,
// so an ended session is refused here too) and answers `{ data: { <field>: … } }` from the same
// service the resolver calls. No GraphQL, no other middleware: the app's cost above this is what
// its stack adds. Prints `FLOOR_READY <port>` once listening; stops on SIGTERM.
//
//   tsx bench-api-floor.ts   with DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR, and JWT_SECRET
import express from 'express';
import { openDatabase } from '../src/db/client.js';
import { liveAccessClaims } from '../src/modules/auth/bearer.js';
import { bearerTokenOf } from '../src/modules/auth/tokens.js';
import { BENCH_OPERATIONS } from './bench-api-ops.js';
import { FLOOR_READY } from './bench-api-processes.js';

const config = { jwtSecret: process.env.JWT_SECRET ?? '' };
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.BENCH_PGLITE_DIR ?? '',
});
const { db } = database;
const reported = new Set<string>();
const app = express();
app.use(express.json({ limit: '1mb' }));
app.post('/floor/:index/:field', async (req, res) => {
  const token = bearerTokenOf(req.get('Authorization'));
  const claims = token ? await liveAccessClaims({ config, db }, token) : null;
  if (!claims) {
    res.status(401).json({ errors: [{ message: 'Unauthenticated' }] });
    return;
  }
  const operation = BENCH_OPERATIONS[Number(req.params.index)];
  if (!operation) {
    res.status(404).end();
    return;
  }
  const body = req.body as { variables?: Record<string, unknown> };
  try {
    const result = await operation.floor(db, { id: claims.userId }, body.variables ?? {});
    res.json({ data: { [req.params.field]: result } });
  } catch (error) {
    // One line per operation: under overload every queued request fails the same way.
    if (!reported.has(operation.name)) {
      reported.add(operation.name);
      const cause =
        error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      process.stderr.write(`floor ${operation.name}: ${String(error).split('\n')[0]}${cause}\n`);
    }
    res.status(500).json({ errors: [{ message: 'Floor error' }] });
  }
});
const server = app.listen(0, '127.0.0.1', () => {
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
