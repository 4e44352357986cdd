import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { selectRows, sqlLiteral } from '../src/db/raw.js';
import { rawClientOf, recordStatements, statementText } from '../scripts/bench-api-bare.js';

type Rows = { rows: Record<string, unknown>[] };

/** A transaction's own statements, around the one a call is about. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|set )/i;

/**
 * The plan (EXPLAIN, no costs) of the first statement `call` sends through `db`, one line per
 * node or detail: explain tests assert on it, on the database they run against (PGlite or
 * PostgreSQL), with statistics from the rows they seeded. A statement the app runs with a generic
 * plan (selectWithGenericPlan) is explained with that plan. `analyze` runs the statement again
 * and shows each node's actual rows (no timings), or "never executed".
 */
export async function planOf(
  db: Database,
  call: () => Promise<unknown>,
  { analyze = false } = {},
): Promise<string[]> {
  // Read from the database client, as it received them (text and values).
  const client = rawClientOf(db);
  const { statements, transactions } = await recordStatements(client, call);
  const texts = statements.map(statementText);
  const first = texts.findIndex(({ text }) => !TRANSACTION_CONTROL.test(text));
  const captured = texts[first];
  if (!captured) throw new Error('planOf: the call sent no statement through db');
  const options = analyze ? 'analyze, costs off, timing off, summary off' : 'costs off';
  const lines = (rows: Record<string, unknown>[]) =>
    rows.map((row) => String(Object.values(row)[0]));
  const { text } = captured;
  const params = captured.params as unknown[];
  // Sent by selectWithGenericPlan (db/raw.ts): in a transaction that asked for a generic plan.
  const transaction = transactions[first]!;
  const generic =
    transaction !== 0 &&
    texts.some((t, i) => transactions[i] === transaction && /plan_cache_mode/.test(t.text));
  if (!generic) {
    const explained = (await client.query(`explain (${options}) ${text}`, params)) as Rows;
    return lines(explained.rows);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare planned_generic as ${text}`));
    try {
      const args = params.map(sqlLiteral).join(', ');
      const explained = sql.raw(`explain (${options}) execute planned_generic(${args})`);
      return lines(await selectRows<Record<string, unknown>>(tx, explained));
    } finally {
      await tx.execute(sql`deallocate planned_generic`);
    }
  });
}
