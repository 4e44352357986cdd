import { ConfigError, needsDemoPassword, type Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import {
  demoSignInIfPresent,
  demoSignsInWithPublishedPassword,
  describeDemoSignIn,
  seedDemoData,
  shouldSeed,
  type SeedResult,
} from './seed/seed.js';

export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): string {
  if (!config.databaseUrl) return `PGlite at ${config.pgliteDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`; // never the password
}

/** Opens the configured database and applies pending migrations. */
export async function openMigratedDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  const database = await openDatabase(config, { log });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  log.info(`Database: ${describeDatabase(config)} (migrations applied)`);
  return database;
}

/**
 * The password demo members get; refuses (ConfigError) when there is none, i.e. in production
 * without DEMO_PASSWORD. Called before anything is opened, so a refused seed changes nothing.
 */
export function demoPasswordOrRefuse(config: Pick<Config, 'demoPassword'>): string {
  if (config.demoPassword === null)
    throw new ConfigError(
      `Invalid configuration: ${needsDemoPassword('seeding the demo members')}.`,
    );
  return config.demoPassword;
}

/** Seeds the demo data when DEMO_SEED asks for it; returns what was seeded, or null. */
export async function seedIfWanted(
  database: DatabaseHandle,
  config: Config,
  log: Logger,
): Promise<SeedResult | null> {
  if (config.demoSeed === 'off') return null;
  const password = demoPasswordOrRefuse(config);
  // Under the start-up lock: a second instance starting alongside sees the first one's seed.
  const result = await database.exclusively(async () =>
    (await shouldSeed(database.db, config.demoSeed)) ? seedDemoData(database.db, password) : null,
  );
  if (result) log.info(`Seeded ${result.members} demo members (DEMO_SEED=${config.demoSeed})`);
  return result;
}

/**
 * The start-up log's demo line: the sign-in while the demo member exists (its password only when
 * it is the published one); in production without DEMO_PASSWORD, a warning when an older seed
 * left the demo member signing in with the published password.
 */
export async function logDemoSignIn(
  database: DatabaseHandle,
  config: Config,
  log: Logger,
  seeded: SeedResult | null,
): Promise<void> {
  if (config.demoPassword === null) {
    if (await demoSignsInWithPublishedPassword(database.db)) {
      log.warn(
        'The demo member demo@squadup.dev still signs in with the published password: delete it, or set DEMO_PASSWORD and run npm run db:seed.',
      );
    }
    return;
  }
  const signIn = seeded?.signIn ?? (await demoSignInIfPresent(database.db, config.demoPassword));
  if (signIn) log.info(`Demo sign-in: ${describeDemoSignIn(signIn)}`);
}
