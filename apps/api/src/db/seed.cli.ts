// `npm run db:seed`: (re)seeds the demo data whatever DEMO_SEED says; idempotent (upsert by e-mail).
// In production it needs DEMO_PASSWORD, as DEMO_SEED does (docs/decisions/0035-production-refusals.md).
import { runEntryPoint } from '../lib/cli.js';
import {
  demoPasswordOrRefuse,
  logDemoSignIn,
  openMigratedDatabase,
  seedIfWanted,
} from './prepare.js';

runEntryPoint(async (config, log) => {
  demoPasswordOrRefuse(config);
  const database = await openMigratedDatabase(config, log);
  try {
    const seeded = await seedIfWanted(database, { ...config, demoSeed: 'always' }, log);
    await logDemoSignIn(database, config, log, seeded);
  } finally {
    await database.close();
  }
});
