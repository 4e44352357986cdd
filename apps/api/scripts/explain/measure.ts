// Captures the SQL a service call sends, then times and explains each statement on its own.
import type { RawClient } from '../throwaway-db.js';

export interface Statement {
  text: string;
  params: unknown[];
}

export interface Measured {
  label: string;
  rows: number;
  medianMs: number;
  seqScan: boolean;
  statements: { medianMs: number; plan: string[] }[];
  /** The bare floor's median, timed interleaved with the case's statements. */
  floorMs: number;
}

const RUNS = Number(process.env.EXPLAIN_RUNS ?? 7);

/** Runs `run` with the client's query patched to record every statement (pg and PGlite shapes). */
export async function captureStatements(
  client: RawClient,
  run: () => Promise<unknown>,
): Promise<{ statements: Statement[]; rows: number }> {
  const target = client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = target.query;
  const statements: Statement[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string')
      statements.push({ text: first, params: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // node-postgres: a query config, its values there or (drizzle) as the second argument.
      const config = first as { text: string; values?: unknown[] };
      statements.push({ text: config.text, params: config.values ?? (second as unknown[]) ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    const result = await run();
    return { statements, rows: Array.isArray(result) ? result.length : 1 };
  } finally {
    target.query = original;
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const time = async (client: RawClient, { text, params }: Statement) => {
  const started = performance.now();
  await client.query(text, params);
  return performance.now() - started;
};

const planOf = async (client: RawClient, { text, params }: Statement) =>
  (await client.query(`explain (analyze, buffers) ${text}`, params)).rows.map((r) =>
    String(Object.values(r)[0]),
  );

// A node that never ran costs nothing (a gated fallback): only executed scans count.
const hasSeqScan = (plan: string[]) =>
  plan.some((l) => /Seq Scan on (posts|users)\b/.test(l) && !/never executed/.test(l));

/**
 * Times each captured statement RUNS times (median; the case's figure is their sum) and explains
 * it. The floor statement runs right after each round, so both see the same machine load: their
 * ratio is the figure to trust on a shared machine.
 */
export async function measure(
  client: RawClient,
  label: string,
  captured: { statements: Statement[]; rows: number },
  floor: Statement,
): Promise<Measured> {
  const timings = captured.statements.map(() => [] as number[]);
  const floorTimings: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    for (const [n, statement] of captured.statements.entries())
      timings[n]!.push(await time(client, statement));
    floorTimings.push(await time(client, floor));
  }
  const statements = [];
  for (const [n, statement] of captured.statements.entries())
    statements.push({ medianMs: median(timings[n]!), plan: await planOf(client, statement) });
  return {
    label,
    rows: captured.rows,
    medianMs: statements.reduce((sum, s) => sum + s.medianMs, 0),
    seqScan: statements.some((s) => hasSeqScan(s.plan)),
    statements,
    floorMs: median(floorTimings),
  };
}
