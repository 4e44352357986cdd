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
import { sql } from 'drizzle-orm';
import { openThrowaway, rawClientOf } from './throwaway-db.js';
import { seedScale } from './explain/seed-scale.js';
import { explainCases } from './explain/cases.js';
import { captureStatements, measure, type Measured, type Statement } from './explain/measure.js';

const POSTS = Number(process.env.EXPLAIN_POSTS ?? 100_000);
const MEMBERS = Number(process.env.EXPLAIN_MEMBERS ?? 20_000);
const PLANS = process.env.EXPLAIN_PLANS !== '0';
const MATCH = new RegExp(process.env.EXPLAIN_MATCH ?? '', 'i');
const print = (line = '') => process.stdout.write(`${line}\n`);

// The bare floor every case is compared with, in the same run: one page of the newest open posts'
// ids straight from their index, with no join, flag or filter (what no list can beat).
const FLOOR: Statement = {
  text: `select id from posts where status = 'open' order by created_at desc, id desc limit 20`,
  params: [],
};

async function main() {
  const { database, drop } = await openThrowaway();
  try {
    await database.migrate();
    const db = database.db;
    print(`Backend: ${database.kind}; seeding ${POSTS} posts by ${MEMBERS} members…`);
    print(`Seeded and analysed in ${await seedScale(db, POSTS, MEMBERS)} ms`);
    const client = rawClientOf(database);
    const results: Measured[] = [];
    for (const { label, run } of await explainCases(db)) {
      if (!MATCH.test(label)) continue;
      const statements = await captureStatements(client, run);
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
      `\n#### Summary: ${database.kind}, ${POSTS} posts, ${MEMBERS} members (SQL median, ms)\n`,
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
    await db.execute(sql`select 1`);
  } finally {
    await drop();
  }
}

await main();
