// Before/after on the same data, interleaved: replays two dumps of explain-posts' statements
// (EXPLAIN_DUMP=…, one taken with each version of the code) against two databases holding the
// same seed (a kept database and a copy of it, CREATE DATABASE … TEMPLATE, each migrated by its
// own version), alternating case by case and run by run so both see the same machine load. Each
// side runs on one connection, as explain-posts does (a transaction's statements, a named
// statement's cached plan). Prints each case's median (ms) and whether both sides returned the
// same ids in the same order.
//
//   npx tsx apps/api/scripts/explain-compare.ts postgres://…/db_before before.json \
//     postgres://…/db_after after.json [runs]
import { readFileSync } from 'node:fs';
import pg from 'pg';

interface Statement {
  text: string;
  params: unknown[];
  name?: string;
}
interface Case {
  label: string;
  statements: Statement[];
}

const [urlA, dumpA, urlB, dumpB, runsArg] = process.argv.slice(2);
if (!urlA || !dumpA || !urlB || !dumpB)
  throw new Error(
    'usage: explain-compare.ts <urlBefore> <dumpBefore> <urlAfter> <dumpAfter> [runs]',
  );
const RUNS = Number(runsArg ?? 9);
const MATCH = new RegExp(process.env.EXPLAIN_MATCH ?? '', 'i');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Case[];
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const isUtility = (text: string) => /^\s*(begin|commit|rollback|set )/i.test(text);

async function open(url: string) {
  const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
  await client.connect();
  return client;
}

/** One run of a case: its time (ms) and the ids its statements returned, in order. */
async function run(client: pg.Client, { statements }: Case): Promise<[number, string]> {
  const ids: string[] = [];
  const started = performance.now();
  for (const { text, params, name } of statements) {
    const result = await client.query<{ id?: unknown }>({ text, values: params, name });
    if (!isUtility(text)) ids.push(result.rows.map((row) => String(row.id)).join(','));
  }
  return [performance.now() - started, ids.join('|')];
}

const before = await open(urlA);
const after = await open(urlB);
const afterCases = new Map(read(dumpB).map((c) => [c.label, c]));
process.stdout.write(
  '| Query | before ms | after ms | before / after | same rows |\n|---|---|---|---|---|\n',
);
try {
  for (const a of read(dumpA)) {
    const b = afterCases.get(a.label);
    if (!b || !MATCH.test(a.label)) continue;
    const times: [number[], number[]] = [[], []];
    let same = true;
    for (let i = 0; i < RUNS; i += 1) {
      const [ta, ra] = await run(before, a);
      const [tb, rb] = await run(after, b);
      times[0].push(ta);
      times[1].push(tb);
      same &&= ra === rb;
    }
    const [ma, mb] = times.map(median) as [number, number];
    process.stdout.write(
      `| ${a.label} | ${ma.toFixed(2)} | ${mb.toFixed(2)} | ${(ma / mb).toFixed(1)}x | ${same ? 'yes' : '**NO**'} |\n`,
    );
  }
} finally {
  await before.end();
  await after.end();
}
