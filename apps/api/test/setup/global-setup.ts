import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildMigratedDump } from './pglite-dump.js';
import { createMigratedTemplate } from './postgres-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump (PGlite backend only). */
    pgliteDumpPath: string | null;
    /** Name of the migrated template database on TEST_DATABASE_URL's server (postgres only). */
    postgresTemplate: string | null;
  }
}

async function assertServerReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`TEST_DATABASE_URL is set but the server does not answer: ${reason}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs once per `vitest run`: says which backend the suite uses and prepares it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await assertServerReachable(serverUrl);
    const { hostname, port } = new URL(serverUrl);
    const started = Date.now();
    const template = await createMigratedTemplate(serverUrl);
    console.warn(
      `API suite database: postgres (TEST_DATABASE_URL, ${hostname}:${port || 5432}; a fresh database per test file, copied from one migrated template built in ${Date.now() - started} ms)`,
    );
    project.provide('pgliteDumpPath', null);
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const started = Date.now();
  const dir = await mkdtemp(join(tmpdir(), 'squadup-api-test-'));
  const dumpPath = join(dir, 'migrated.tar');
  await writeFile(dumpPath, await buildMigratedDump());
  console.warn(
    `API suite database: pglite (in memory, each test file from one migrated dump; built in ${Date.now() - started} ms)`,
  );
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', null);
  return () => rm(dir, { recursive: true, force: true });
}
