import { afterEach, describe, expect, it, vi } from 'vitest';
import { POOL_IDLE_TIMEOUT_MS, type DatabaseHandle } from '../src/db/client.js';
import { createTestDatabase, createThreadedTestDatabase, testBackend } from './db.js';

// A pool as the app opens it: PostgreSQL's, or node-postgres in front of the embedded thread.
const openPooled = (): Promise<DatabaseHandle> =>
  testBackend === 'postgres' ? createTestDatabase() : createThreadedTestDatabase();

describe('the connection pool', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await database?.close();
  });

  it('keeps a connection it is done with for minutes, not node-postgres’s 10 s', async () => {
    database = await openPooled();
    const pool = database.pool!;
    const client = await pool.connect();
    await client.query('select 1');
    // The idle timer starts when the client is given back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client.release();
    vi.advanceTimersByTime(60_000);
    expect([pool.totalCount, pool.idleCount]).toEqual([1, 1]);
    vi.advanceTimersByTime(POOL_IDLE_TIMEOUT_MS - 60_000 + 1);
    expect(pool.totalCount).toBe(0);
  });
});
