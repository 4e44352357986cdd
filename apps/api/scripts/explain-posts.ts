// EXPLAIN (ANALYZE, BUFFERS) and SQL timings of EVERY list and search the API runs, on realistic
// data at a chosen size: each case calls the real service, the SQL statements it sends are
// captured, then each is re-run RUNS times (median) and explained. A plan with a Seq Scan on
// posts or users is flagged: at scale that is the cost that grows with the table.
//
//   npx tsx apps/api/scripts/explain-posts.ts            # a throwaway in-memory PGlite
//   DATABASE_URL=postgres://… npx tsx apps/api/scripts/explain-posts.ts
//                                                       # a throwaway database on that server,
//                                                       # dropped at the end
//   EXPLAIN_POSTS=1000000 …                            # another number of posts (default 100k)
//   EXPLAIN_MEMBERS=20000 …                            # members (default 20k)
//   EXPLAIN_PLANS=0 …                                  # the summary table only, no plans
//   EXPLAIN_MATCH=search …                             # only the cases whose label matches
//   EXPLAIN_KEEP=1 …                                   # PostgreSQL: keep the seeded database
//                                                       # (its name printed) instead of dropping it
//   EXPLAIN_DUMP=cases.json …                         # also write each case's statements (text,
//                                                       # parameters) to that file, to replay them
//   EXPLAIN_DB=squadup_explain_… …                     # PostgreSQL: reuse a kept database (its
//                                                       # pending migrations run, no seeding), kept
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openServerDatabase, openThrowaway, rawClientOf } from './throwaway-db.js';
import { seedScale } from './explain/seed-scale.js';
import { explainCases } from './explain/cases.js';
import { captureStatements, measure, type Measured, type Statement } from './explain/measure.js';

const POSTS = Number(process.env.EXPLAIN_POSTS ?? 100_000);
const MEMBERS = Number(process.env.EXPLAIN_MEMBERS ?? 20_000);
const PLANS = process.env.EXPLAIN_PLANS !== '0';
const MATCH = new RegExp(process.env.EXPLAIN_MATCH ?? '', 'i');
const print = (line = '') => process.stdout.write(`${line}\n`);
// A 1M seed takes many minutes: keep it (EXPLAIN_KEEP=1) and reuse it (EXPLAIN_DB=name).
const KEEP = process.env.EXPLAIN_KEEP === '1';
const REUSE = process.env.EXPLAIN_DB;

async function openSeeded() {
  const serverUrl = process.env.DATABASE_URL;
  if (REUSE) {
    if (!serverUrl) throw new Error('EXPLAIN_DB needs DATABASE_URL (the server holding it)');
    const database = await openServerDatabase(serverUrl, REUSE);
    await database.migrate();
    const [size] = (
      await rawClientOf(database).query(
        'select (select count(*) from posts)::int as posts, (select count(*) from users)::int as members',
      )
    ).rows;
    print(`Backend: ${database.kind}; reusing ${REUSE} (not seeded again)`);
    return {
      database,
      size: { posts: Number(size?.posts), members: Number(size?.members) },
      done: () => database.close(),
    };
  }
  const { database, drop } = await openThrowaway();
  await database.migrate();
  print(`Backend: ${database.kind}; seeding ${POSTS} posts by ${MEMBERS} members…`);
  print(`Seeded and analysed in ${await seedScale(database.db, POSTS, MEMBERS)} ms`);
  const size = { posts: POSTS, members: MEMBERS };
  if (!KEEP || database.kind !== 'postgres') return { database, size, done: drop };
  const [row] = (await rawClientOf(database).query('select current_database() as name')).rows;
  return {
    database,
    size,
    done: async () => {
      print(`kept the database ${String(row?.name)} (EXPLAIN_DB=${String(row?.name)} reuses it)`);
      await database.close();
    },
  };
}

// The bare floor every case is compared with, in the same run: one page of the newest open posts'
// ids straight from their index, with no join, flag or filter (what no list can beat).
const FLOOR: Statement = {
  text: `select id from posts where status = 'open' order by created_at desc, id desc limit 20`,
  params: [],
};

async function main() {
  const { database, size, done } = await openSeeded();
  try {
    const db = database.db;
    const client = rawClientOf(database);
    const results: Measured[] = [];
    const dump: { label: string; statements: Statement[] }[] = [];
    for (const { label, run } of await explainCases(db)) {
      if (!MATCH.test(label)) continue;
      const statements = await captureStatements(client, run);
      dump.push({ label, statements: statements.statements });
      const measured = await measure(client, label, statements, FLOOR);
      results.push(measured);
      if (!PLANS) continue;
      print(`=== ${label}`);
      print(
        `rows ${measured.rows}; SQL median ${measured.medianMs.toFixed(2)} ms over ${measured.statements.length} statement(s)`,
      );
      print(`seq scan on posts/users: ${measured.seqScan ? 'YES' : 'no'}`);
      for (const statement of measured.statements) {
        print(`--- statement (median ${statement.medianMs.toFixed(2)} ms)`);
        for (const line of statement.plan) print(`  ${line}`);
      }
      print();
    }
    print(
      `\n#### Summary: ${database.kind}, ${size.posts} posts, ${size.members} members (SQL median, ms)\n`,
    );
    // floor: the bare page read (FLOOR), timed interleaved with each case.
    print(
      '| Query | rows | statements | floor ms | SQL median ms | now / floor | Seq Scan posts/users |',
    );
    print('|---|---|---|---|---|---|---|');
    const flag = (yes: boolean) => (yes ? '**YES**' : 'no');
    for (const r of results)
      print(
        `| ${r.label} | ${r.rows} | ${r.statements.length} | ${r.floorMs.toFixed(2)} | ${r.medianMs.toFixed(2)} | ${(r.medianMs / r.floorMs).toFixed(1)}x | ${flag(r.seqScan)} |`,
      );
    if (process.env.EXPLAIN_DUMP) writeFileSync(process.env.EXPLAIN_DUMP, JSON.stringify(dump));
    await db.execute(sql`select 1`);
  } finally {
    await done();
  }
}

await main();
