// `npm run db:seed`: (re)seeds the demo data whatever DEMO_SEED says; idempotent (upsert by e-mail).
import { runEntryPoint } from '../lib/cli.js';
import { openMigratedDatabase, seedIfWanted } from './prepare.js';

runEntryPoint(async (config, log) => {
  const database = await openMigratedDatabase(config, log);
  try {
    const seeded = await seedIfWanted(database, { ...config, demoSeed: 'always' }, log);
    if (seeded) log.info(`Demo sign-in: ${seeded.signIn.email} / ${seeded.signIn.password}`);
  } finally {
    await database.close();
  }
});
