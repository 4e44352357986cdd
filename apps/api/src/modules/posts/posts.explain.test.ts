import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.js';
import { planOf } from '../../../test/plan.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { projectFilterSchema } from '@squadup/shared';
import { filterPosts, searchPosts } from './posts.discover.js';
import { listOpenPosts } from './posts.repo.js';
import { buildSearch } from './posts.service.js';

// Lists must cost what their page costs, not what the tables hold. Checked on the plans of a few
// thousand members and posts, where the planner has real statistics to choose from: hiding a
// suspended member's posts must not walk every member, and a rare word's open posts come from the
// search index alone (docs/performance/queries.md).

const MEMBERS = 3000;
const POSTS = 8000;
const FIRST_PAGE = { page: 1, limit: 20, offset: 0 };

let database: DatabaseHandle;
let db: Database;
let viewerId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.execute(sql`insert into users (id, email, first_name)
    select gen_random_uuid(), 'lists' || g || '@example.test', 'Member'
    from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`update users set suspended_at = now()
    where id = (select id from users order by id limit 1)`);
  // Every post says "react"; three open ones and one closed also say "quokka" and use Elixir.
  await db.execute(sql`insert into posts (id, posted_by, title, description, tech_stack,
      desired_skills, desired_roles, work_mode, status, created_at)
    select gen_random_uuid(), u.id,
      'Post ' || g || case when g in (10, 20, 30, 40) then ' quokka' else '' end,
      'A react project',
      case when g in (10, 20, 30, 40) then array['React', 'Elixir'] else array['React'] end,
      array['Node.js'], array['Developer'],
      (array['remote','in person','hybrid'])[1 + g % 3],
      case when g % 5 = 0 and g <> 10 and g <> 20 and g <> 30 then 'closed' else 'open' end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${POSTS}) g
    join (select id, row_number() over (order by id) n from users) u on u.n = 1 + g % ${MEMBERS}`);
  await db.execute(sql`vacuum analyze`);
  const [viewer] = await selectRows<{ id: string }>(
    db,
    sql`select id from users order by id desc limit 1`,
  );
  viewerId = viewer!.id;
}, 120_000);
afterAll(() => database.close());

describe('post lists', () => {
  it('hide suspended members without reading every member', async () => {
    const plan = await planOf(db, () => listOpenPosts(db, viewerId, [], FIRST_PAGE));
    expect(plan.join('\n')).toMatch(/users_suspended_idx/);
    expect(plan.join('\n')).not.toMatch(/Seq Scan on users/);
    const page = await listOpenPosts(db, viewerId, [], FIRST_PAGE);
    expect(page).toHaveLength(20);
  });

  it("find a rare word's open posts in the search index alone", async () => {
    const search = buildSearch('quokka')!;
    const plan = (await planOf(db, () => searchPosts(db, viewerId, search, FIRST_PAGE))).join('\n');
    expect(plan).toMatch(/Bitmap Index Scan on posts_search_vector_idx/);
    expect(plan).not.toMatch(/posts_facets_idx/);
    const found = await searchPosts(db, viewerId, search, FIRST_PAGE);
    expect(found.map((post) => post.title).sort()).toEqual([
      'Post 10 quokka',
      'Post 20 quokka',
      'Post 30 quokka',
    ]);
  });

  it("intersect a rare filter's conditions in one index scan, not a bitmap per column", async () => {
    // Elixir is rare, the role and "post" in the title are common: one GIN scan of
    // posts_open_discover_idx skips through the common keys' lists (docs/decisions/0058).
    const filter = projectFilterSchema.parse({
      tech_stack: ['Elixir'],
      desired_roles: ['Developer'],
    });
    const search = buildSearch('post')!;
    const call = () => filterPosts(db, viewerId, filter, search, FIRST_PAGE);
    const plan = (await planOf(db, call, { analyze: true })).join('\n');
    expect(plan).toMatch(/Bitmap Index Scan on posts_open_discover_idx/);
    expect(plan).not.toMatch(/BitmapAnd/);
    const found = await call();
    expect(found.map((post) => post.title).sort()).toEqual([
      'Post 10 quokka',
      'Post 20 quokka',
      'Post 30 quokka',
    ]);
  });
});
