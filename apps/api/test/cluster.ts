import supertest from 'supertest';
import { createApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { Logger } from '../src/lib/logger.js';
import { testConfig, type TestApp } from './app.js';
import { createTestDatabase } from './db.js';

export interface TestCluster {
  /** The instances, each on its own port, all over the SAME database. */
  apps: TestApp[];
  stop(): Promise<void>;
}

/**
 * Several app instances over one database, as behind a load balancer: a fresh test database
 * (PGlite in memory or a new database on TEST_DATABASE_URL's server) whose handle every instance
 * shares; each instance's stop leaves it open and the cluster closes it last. `env` is the same
 * for every instance, or a function of the instance's index (0-based); `logger(index)`, when given,
 * replaces an instance's (silent) logger.
 */
export async function startTestCluster(
  count: number,
  env: Record<string, string> | ((index: number) => Record<string, string>) = {},
  logger?: (index: number) => Logger,
): Promise<TestCluster> {
  const database = await createTestDatabase();
  const shared: DatabaseHandle = { ...database, close: () => Promise.resolve() };
  const apps: TestApp[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const config = testConfig(typeof env === 'function' ? env(i) : env);
      const server = await createApp(config, { database: shared, logger: logger?.(i) });
      const { url } = await server.start(0, '127.0.0.1');
      apps.push({
        url,
        request: supertest.agent(url),
        db: database.db,
        database: shared,
        config,
        server,
        stop: () => server.stop(),
      });
    }
  } catch (error) {
    await Promise.all(apps.map((app) => app.stop()));
    await database.close();
    throw error;
  }
  return {
    apps,
    async stop() {
      await Promise.all(apps.map((app) => app.stop()));
      await database.close();
    },
  };
}
