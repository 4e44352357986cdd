// `npm run db:migrate`: applies committed migrations to the configured database and exits.
import { runEntryPoint } from '../lib/cli.js';
import { openMigratedDatabase } from './prepare.js';

runEntryPoint(async (config, log) => {
  const database = await openMigratedDatabase(config, log);
  await database.close();
});
