import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase, createThreadedTestDatabase, testBackend } from '../../../test/db.js';
import { unreadInChatsAndTotals } from './chat.unread.js';

// The recount every chat message runs is a prepared statement that keeps ONE generic plan
// (docs/decisions/0045-prepared-hot-statements.md): planned per call, it cost the database three
// times its execution. Named on PostgreSQL and on the embedded database's thread (not in-process
// PGlite, which the rest of the suite uses and which has no named statements).

let database: DatabaseHandle;
beforeAll(async () => {
  database =
    testBackend === 'postgres' ? await createTestDatabase() : await createThreadedTestDatabase();
});
afterAll(() => database.close());

it('plans the batched unread recount once, whatever the number of members asked', async () => {
  // The pool hands out its most recently released connection: sequential calls, and the check
  // after them, run on one connection (a statement and its plans are a connection's own).
  for (let n = 1; n <= 8; n += 1) {
    const pairs = Array.from({ length: n }, () => ({ userId: randomUUID(), chatId: randomUUID() }));
    const counts = await unreadInChatsAndTotals(database.db, pairs);
    expect(counts.size).toBe(n);
  }
  const { rows } = await database.pool!.query<{ generic: number; custom: number }>(
    `select generic_plans::int as generic, custom_plans::int as custom
     from pg_prepared_statements where name like '%chat_unread_recount'`,
  );
  expect(rows).toHaveLength(1);
  // PostgreSQL tries five custom plans, then keeps the generic one when it costs no more.
  expect(rows[0]).toEqual({ generic: 3, custom: 5 });
});
