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
      const config = first as { text: string; values?: unknown[] };
      statements.push({ text: config.text, params: config.values ?? [] });
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

export async function measure(
  client: RawClient,
  label: string,
  captured: { statements: Statement[]; rows: number },
): Promise<Measured> {
  const statements = [];
  for (const { text, params } of captured.statements) {
    const timings: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await client.query(text, params);
      timings.push(performance.now() - started);
    }
    const plan = await client.query(`explain (analyze, buffers) ${text}`, params);
    statements.push({
      medianMs: median(timings),
      plan: plan.rows.map((r) => String(Object.values(r)[0])),
    });
  }
  return {
    label,
    rows: captured.rows,
    medianMs: statements.reduce((sum, s) => sum + s.medianMs, 0),
    // A node that never ran costs nothing (a gated fallback): only executed scans count.
    seqScan: statements.some((s) =>
      s.plan.some((l) => /Seq Scan on (posts|users)\b/.test(l) && !/never executed/.test(l)),
    ),
    statements,
  };
}
