import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import { planOf } from '../../../test/plan.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { windowRows } from '../../lib/newest-matches.js';
import { containsPattern } from '../../lib/like.js';
import { PEOPLE_WINDOW_MIN_ROWS, searchPeople } from './people.repo.js';

// A people search for a common word finds its page in the window of the newest members; the
// index path must then cost nothing. It once walked every member by id to join them with the
// (empty) list of index matches: 20,000 rows for a page of 4 (docs/performance/queries.md).

const MEMBERS = 3000;
const FIRST_PAGE = { page: 1, limit: 4, offset: 0 };

let database: DatabaseHandle;
let db: Database;
let viewerId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.execute(sql`insert into users (id, email, first_name, last_name)
    select gen_random_uuid(), 'people' || g || '@example.test', 'Member', g::text
    from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`insert into user_skills (id, user_id, skill_name, "order")
    select gen_random_uuid(), id, 'React', 0 from users`);
  await db.execute(sql`vacuum analyze`);
  const [viewer] = await selectRows<{ id: string }>(db, sql`select id from users limit 1`);
  viewerId = viewer!.id;
}, 120_000);
afterAll(() => database.close());

/** Rows each node over `users` produced, all loops together ("never executed" counts 0). */
function usersRowsRead(plan: string[]): number {
  let total = 0;
  for (const line of plan) {
    if (!/ on users\b/.test(line)) continue;
    // PostgreSQL 18 prints rows with two decimals ("rows=2016.00"), as PGlite does.
    const actual = /actual rows=([\d.]+) loops=(\d+)/.exec(line);
    if (actual) total += Number(actual[1]) * Number(actual[2]);
  }
  return total;
}

it('reads no more members than its window when the window holds the page', async () => {
  const search = () => searchPeople(db, viewerId, containsPattern('react'), FIRST_PAGE);
  expect(await search()).toHaveLength(4);
  const plan = await planOf(db, search, { analyze: true });
  expect(usersRowsRead(plan)).toBeLessThanOrEqual(windowRows(4) + 4);
});

it('asks the indexes after a short walk when no member matches', async () => {
  // Testing a member probes their skills: a word nobody has walks 500 members, not 2,000, before
  // the trigram indexes answer (docs/decisions/0058).
  const search = () => searchPeople(db, viewerId, containsPattern('zzyzx'), FIRST_PAGE);
  expect(await search()).toHaveLength(0);
  const plan = await planOf(db, search, { analyze: true });
  expect(usersRowsRead(plan)).toBeLessThanOrEqual(windowRows(4, PEOPLE_WINDOW_MIN_ROWS) + 4);
});
