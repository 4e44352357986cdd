// `npm run reports [-- --limit 50]`: the newest reports for an operator, until there is an admin
// screen. Opens the database the configuration names (DATABASE_URL or DATA_DIR's PGlite; PGlite
// allows one process, so stop the server first when it uses PGlite).
import { parseArgs } from 'node:util';
import { openMigratedDatabase } from '../../db/prepare.js';
import { runEntryPoint } from '../../lib/cli.js';
import { formatReports, LIST_LIMIT_MAX, parseListLimit } from './reports.present.js';
import { listLatestReports } from './reports.service.js';

const { values } = parseArgs({ options: { limit: { type: 'string' } } });
const limit = parseListLimit(values.limit);
if (limit === null) {
  console.error(`--limit must be a whole number from 1 to ${LIST_LIMIT_MAX}.`);
  process.exit(1);
}

runEntryPoint(async (config, log) => {
  const database = await openMigratedDatabase(config, log);
  try {
    process.stdout.write(formatReports(await listLatestReports(database.db, limit)));
  } finally {
    await database.close();
  }
});
