import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { createApp, type SquadupApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import type { ResolverMap } from '../src/graphql/resolvers.js';
import type { Logger } from '../src/lib/logger.js';
import { createTestDatabase } from './db.js';

export interface TestAppOptions {
  /** Environment variables over the test defaults (NODE_ENV=test, no web build). */
  env?: Record<string, string>;
  /** Extra GraphQL resolvers (e.g. one that fails on purpose). */
  resolvers?: ResolverMap[];
  /** A logger instead of the silent one (tests that read what is logged). */
  logger?: Logger;
}

export interface TestApp {
  /** http://localhost:<port> */
  url: string;
  /** http://127.0.0.1:<port>/metrics with METRICS_PORT in `env` (0 picks a free port). */
  metricsUrl?: string;
  /** A supertest agent bound to the running server (keeps cookies between requests). */
  request: ReturnType<typeof supertest.agent>;
  /** drizzle database of this app (fresh per app). */
  db: Database;
  database: DatabaseHandle;
  config: Config;
  server: SquadupApp;
  stop(): Promise<void>;
}

/** Test configuration: what loadConfig makes of `env` over quiet, self-contained defaults. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // A directory that never holds a web build, so a developer's apps/web/dist cannot change results.
    WEB_DIST_DIR: join(tmpdir(), 'squadup-no-web-build'),
    DATA_DIR: join(tmpdir(), 'squadup-test-data'), // unused while tests run PGlite in memory
    ...env,
  });
}

/** Starts the real app (HTTP, GraphQL, socket) on a free port over a fresh test database. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await createTestDatabase();
  const server = await createApp(config, {
    database,
    resolvers: options.resolvers,
    logger: options.logger,
  });
  // A free port unless the test chose one (config.port follows env.PORT).
  const port = options.env?.PORT === undefined ? 0 : config.port;
  const { url, metricsUrl } = await server.start(port, '127.0.0.1');
  return {
    url,
    metricsUrl,
    request: supertest.agent(url),
    db: database.db,
    database,
    config,
    server,
    stop: () => server.stop(),
  };
}
