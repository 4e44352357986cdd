// EXPLAIN (ANALYZE, BUFFERS) of the posts filter, search and recommendation queries on 100k
// seeded posts, with timings. Runs the exact SQL the API runs (the repo's query builders).
//
//   npx tsx apps/api/scripts/explain-posts.ts            # a throwaway in-memory PGlite
//   DATABASE_URL=postgres://… npx tsx apps/api/scripts/explain-posts.ts
//                                                       # a throwaway database on that server,
//                                                       # dropped at the end
//   EXPLAIN_POSTS=20000 …                              # another number of posts
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { projectFilterSchema } from '@squadup/shared';
import type { DatabaseHandle } from '../src/db/client.js';
import { selectRows } from '../src/db/raw.js';
import * as repo from '../src/modules/posts/posts.repo.js';
import { buildSearch } from '../src/modules/posts/posts.service.js';
import { openThrowaway, rawClientOf, type RawClient } from './throwaway-db.js';

const POSTS = Number(process.env.EXPLAIN_POSTS ?? 100_000);
const MEMBERS = 2_000;
const RUNS = 5;
const print = (line = '') => process.stdout.write(`${line}\n`);

const TECH = [
  'React',
  'Node.js',
  'Python',
  'Java',
  'Go',
  'Rust',
  'TypeScript',
  'Kubernetes',
  'Docker',
  'PostgreSQL',
  'Django',
  'Flutter',
  'Swift',
  'Kotlin',
  'TensorFlow',
  'Vue',
  'Angular',
  'Svelte',
  'GraphQL',
  'Redis',
  'AWS',
  'Figma',
  'Unity',
  'C++',
  'Elixir',
  'Ruby',
  'Rails',
  'Next.js',
  'Tailwind',
  'Solidity',
  'Spark',
  'Pandas',
  'PyTorch',
  'Terraform',
  'Linux',
  'MongoDB',
  'Firebase',
  'Three.js',
  'WebRTC',
  'Arduino',
];
const ROLES = ['Frontend', 'Backend', 'Fullstack', 'Designer', 'Product Manager', 'QA'];
const WORDS = [
  'tracker',
  'planner',
  'marketplace',
  'assistant',
  'dashboard',
  'game',
  'platform',
  'bot',
  'analyser',
  'community',
  'scheduler',
  'visualiser',
  'detector',
  'finder',
  'generator',
];

async function seed(db: DatabaseHandle['db']) {
  const started = Date.now();
  const pick = (list: string[], k: string) =>
    sql.raw(`(array[${list.map((v) => `'${v}'`).join(',')}])[1 + ((g * ${k}) % ${list.length})]`);
  await db.execute(sql`insert into users (id, email, first_name, last_name)
    select gen_random_uuid(), 'member' || g || '@explain.test', 'Member', g::text
    from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`insert into posts (id, posted_by, title, description, tech_stack,
      desired_skills, desired_roles, project_type, work_mode, experience_level, status, created_at)
    select gen_random_uuid(),
      m.ids[1 + g % ${MEMBERS}],
      'Project ' || g || ' ' || ${pick(WORDS, '7')},
      'A ' || ${pick(WORDS, '11')} || ' for people who like ' || ${pick(TECH, '13')},
      array[${pick(TECH, '17')}, ${pick(TECH, '19 + 3')}, ${pick(TECH, '23 + 5')}],
      array[${pick(TECH, '29 + 7')}, ${pick(TECH, '31 + 11')}],
      array[${pick(ROLES, '37')}],
      (array['Hackathon','Startup','Open Source','School Project','Personal Project','Other'])[1 + g % 6],
      (array['remote','in person','hybrid'])[1 + g % 3],
      (array['beginner','intermediate','advanced','any'])[1 + g % 4],
      case when g % 5 = 0 then 'closed' else 'open' end,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${POSTS}) g,
      (select array_agg(id order by id) as ids from users) m`);
  await db.execute(sql`analyze`);
  return Date.now() - started;
}

async function explain(client: RawClient, label: string, query: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const timings: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    rows = (await client.query(text, params)).rows.length;
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const plan = await client.query(`explain (analyze, buffers) ${text}`, params);
  const lines = plan.rows.map((r) => String(Object.values(r)[0]));
  const indexes = [
    ...new Set(
      lines
        .join('\n')
        .match(/\b(posts|applications|user_skills|saved_posts|users)_[a-z_]+(idx|key|pkey)\b/g),
    ),
  ];
  print(`=== ${label}`);
  print(
    `rows ${rows}; median ${timings[Math.floor(RUNS / 2)]!.toFixed(1)} ms, min ${timings[0]!.toFixed(1)} ms over ${RUNS} runs`,
  );
  print(`indexes used: ${indexes.join(', ') || 'none'}`);
  print(`seq scan on posts: ${lines.some((l) => /Seq Scan on posts/.test(l)) ? 'YES' : 'no'}`);
  for (const line of lines) print(`  ${line}`);
  print();
}

async function main() {
  const { database, drop } = await openThrowaway();
  try {
    await database.migrate();
    const db = database.db;
    print(`Backend: ${database.kind}; seeding ${POSTS} posts by ${MEMBERS} members…`);
    print(`Seeded and analysed in ${await seed(db)} ms`);
    const [viewer] = await selectRows<{ id: string }>(
      db,
      sql`select id from users order by id limit 1`,
    );
    await db.execute(sql`insert into user_skills (id, user_id, skill_name, "order")
      values (gen_random_uuid(), ${viewer!.id}, 'Rust', 0), (gen_random_uuid(), ${viewer!.id}, 'Elixir', 1),
        (gen_random_uuid(), ${viewer!.id}, 'WebRTC', 2)`);
    await db.execute(sql`analyze user_skills`);
    const client = rawClientOf(database);
    const viewerId = viewer!.id;
    const page = (n: number, limit = 4) => ({ limit, offset: (n - 1) * limit });

    await explain(client, 'loadPosts page 1 (limit 4)', repo.loadPostsQuery(viewerId, page(1)));
    const filter = projectFilterSchema.parse({
      tech_stack: ['rust', 'Elixir'],
      work_mode: ['Remote'],
    });
    await explain(
      client,
      'loadPostByFilter tech [rust, Elixir] + remote, page 1',
      repo.filterQuery(viewerId, filter, page(1)),
    );
    await explain(
      client,
      'loadPostByFilter same, page 50',
      repo.filterQuery(viewerId, filter, page(50)),
    );
    const roles = projectFilterSchema.parse({
      desired_roles: ['Designer'],
      experience_level: ['intermediate'],
    });
    await explain(
      client,
      'loadPostByFilter roles [Designer] + intermediate, page 1 (limit 50)',
      repo.filterQuery(viewerId, roles, page(1, 50)),
    );
    for (const text of ['webrtc', 'visual', 'arduino detector']) {
      const search = buildSearch(text)!;
      await explain(
        client,
        `searchProjects "${text}" page 1`,
        repo.searchQuery(viewerId, search.tsquery, search.titleLike, page(1)),
      );
    }
    await explain(
      client,
      'loadByRecommendation page 1 (skills Rust, Elixir, WebRTC)',
      repo.recommendationQuery(viewerId, page(1)),
    );
    await explain(
      client,
      'loadByRecommendation page 25',
      repo.recommendationQuery(viewerId, page(25)),
    );
    const [other] = await selectRows<{ id: string }>(
      db,
      sql`select id from users order by id offset 1 limit 1`,
    );
    await explain(
      client,
      'loadByRecommendation, member without skills (newest)',
      repo.recommendationQuery(other!.id, page(1)),
    );
  } finally {
    await drop();
  }
}

await main();
