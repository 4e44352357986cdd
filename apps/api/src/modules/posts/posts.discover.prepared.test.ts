import { sql } from 'drizzle-orm';
import { projectFilterSchema } from '@squadup/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { createTestDatabase, createThreadedTestDatabase, testBackend } from '../../../test/db.js';
import { filterPosts, recommendPosts, searchPosts } from './posts.discover.js';
import { buildSearch } from './posts.service.js';

// Discover's statements are planned once per shape and connection, with a generic plan
// (db/raw.ts selectWithGenericPlan, docs/decisions/0058): planned per call, they spent 1-3 ms
// planning for well under a millisecond of work. Named on PostgreSQL and on the embedded
// database's thread (not in-process PGlite, which has no named statements).

let database: DatabaseHandle;
let viewerId: string;
beforeAll(async () => {
  database =
    testBackend === 'postgres' ? await createTestDatabase() : await createThreadedTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into users (id, email, first_name)
    select gen_random_uuid(), 'planned' || g || '@example.test', 'Member'
    from generate_series(1, 3) g`);
  await db.execute(sql`insert into posts (id, posted_by, title, tech_stack, work_mode)
    select gen_random_uuid(), u.id, 'A ' || w || ' project', array[w], 'remote'
    from users u, unnest(array['react', 'elixir', 'rust']) w`);
  const [viewer] = await selectRows<{ id: string }>(db, sql`select id from users limit 1`);
  viewerId = viewer!.id;
});
afterAll(() => database.close());

const plans = async (prefix: string) => {
  const { rows } = await database.pool!.query<{ generic: number; custom: number }>(
    `select generic_plans::int as generic, custom_plans::int as custom
     from pg_prepared_statements where name like '%' || $1 || '\\_%'`,
    [prefix],
  );
  return rows;
};

it('plans a filter, a search and the recommendation once, each with one generic plan', async () => {
  // The pool hands out its most recently released connection: sequential calls, and the check
  // after them, run on one connection (a statement and its plans are a connection's own).
  const page = { page: 1, limit: 4, offset: 0 };
  for (const tech of ['react', 'elixir', 'cobol']) {
    const filter = projectFilterSchema.parse({ tech_stack: [tech], work_mode: ['remote'] });
    await filterPosts(database.db, viewerId, filter, null, page);
    await searchPosts(database.db, viewerId, buildSearch(`${tech} project`)!, page);
    await recommendPosts(database.db, viewerId, page);
  }
  // One statement per shape, planned generic from its first call: no custom plan at all.
  expect(await plans('discover')).toEqual([
    { generic: 3, custom: 0 },
    { generic: 3, custom: 0 },
  ]);
  expect(await plans('recommend')).toEqual([{ generic: 3, custom: 0 }]);
});
