import type { Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { seedDemoData, shouldSeed, type SeedResult } from './seed/seed.js';

export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): string {
  if (!config.databaseUrl) return `PGlite at ${config.pgliteDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`; // never the password
}

/** Opens the configured database and applies pending migrations. */
export async function openMigratedDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info(`Database: ${describeDatabase(config)} (migrations applied)`);
  return database;
}

/** Seeds the demo data when DEMO_SEED asks for it; returns what was seeded, or null. */
export async function seedIfWanted(
  database: DatabaseHandle,
  config: Config,
  log: Logger,
): Promise<SeedResult | null> {
  // Under the start-up lock: a second instance starting alongside sees the first one's seed.
  const result = await database.exclusively(async () =>
    (await shouldSeed(database.db, config.demoSeed)) ? seedDemoData(database.db) : null,
  );
  if (!result) return null;
  log.info(`Seeded ${result.members} demo members (DEMO_SEED=${config.demoSeed})`);
  if (config.isProduction) {
    log.warn(
      'Demo members with a published password were seeded in production; set DEMO_SEED=off to prevent this.',
    );
  }
  return result;
}
