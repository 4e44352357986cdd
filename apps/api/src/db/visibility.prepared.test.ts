import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBlock, buildUser } from '../../test/factories.js';
import { createTestDatabase, createThreadedTestDatabase, testBackend } from '../../test/db.js';
import { findUserById } from '../modules/users/users.repo.js';
import type { DatabaseHandle } from './client.js';
import { isBlockedBetween } from './visibility.js';

// A profile's row and the block check between two members are query-builder statements prepared
// once (db/raw.ts preparedQuery): named on PostgreSQL and on the embedded database's thread (not
// in-process PGlite, which has no named statements), with the builder's own answer.

let database: DatabaseHandle;
beforeAll(async () => {
  database =
    testBackend === 'postgres' ? await createTestDatabase() : await createThreadedTestDatabase();
});
afterAll(() => database.close());

it("answers the builder's mapped row and the block rule, as named statements", async () => {
  const { db } = database;
  const ada = await buildUser(db, { first_name: 'Ada' });
  const grace = await buildUser(db, { first_name: 'Grace' });
  const alan = await buildUser(db);
  await buildBlock(db, { blocker_id: grace.id, blocked_id: ada.id });

  for (let n = 0; n < 2; n++) {
    const row = await findUserById(db, ada.id);
    expect(row).toEqual(ada);
    expect(row?.created_at).toBeInstanceOf(Date);
    expect(await findUserById(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    // Either way round, and only between the two.
    expect(await isBlockedBetween(db, ada.id, grace.id)).toBe(true);
    expect(await isBlockedBetween(db, grace.id, ada.id)).toBe(true);
    expect(await isBlockedBetween(db, ada.id, alan.id)).toBe(false);
  }
  // Inside a transaction too (a session of its own).
  await db.transaction(async (tx) => {
    expect(await findUserById(tx, grace.id)).toEqual(grace);
    expect(await isBlockedBetween(tx, alan.id, grace.id)).toBe(false);
  });

  const { rows } = await database.pool!.query<{ name: string }>(
    `select name from pg_prepared_statements
     where name like '%users_by_id' or name like '%user_blocks_between'`,
  );
  expect(rows.map((row) => row.name.replace(/^c\d+_/, '')).sort()).toContain('users_by_id');
  expect(rows.map((row) => row.name.replace(/^c\d+_/, '')).sort()).toContain('user_blocks_between');
});
