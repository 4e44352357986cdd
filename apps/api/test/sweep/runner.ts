// Sends sweep cases and keeps what would be a bug: any 5xx, any INTERNAL_SERVER_ERROR, any value
// only the database refused (a schema missed it), any answer that is not GraphQL JSON.
import { INVALID_INPUT_MESSAGE } from '../../src/errors.js';
import type { TestApp } from '../app.js';
import { gqlAs, type Member } from '../members.js';
import type { Operation, SweepCase } from './schema-walk.js';

export interface Finding {
  what: string;
  status: number;
  code?: string;
  message?: string;
}

export interface Tally {
  requests: number;
  /** How many answers had each first error code ('ok' for none). */
  codes: Record<string, number>;
  findings: Finding[];
}

export const newTally = (): Tally => ({ requests: 0, codes: {}, findings: [] });

/** `count` items of `items`, chosen by `random` (all of them when count is Infinity). */
export function sample<T>(items: T[], count: number, random: () => number): T[] {
  if (count >= items.length) return items;
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

// Deletions and the like run last (and deleting the viewer's account very last), so the sweep of
// every other operation still finds the rows its baseline names.
const DESTRUCTIVE = /^(delete|remove|block|cancel|decline)/;
const rank = (op: Operation) =>
  op.name === 'deleteUser' ? 3 : DESTRUCTIVE.test(op.name) ? 2 : op.kind === 'query' ? 0 : 1;

export const inSweepOrder = (ops: Operation[]): Operation[] =>
  [...ops].sort((a, b) => rank(a) - rank(b));

/** Records one answer in the tally; a finding if it is a server error. */
export function record(tally: Tally, what: string, status: number, body: unknown): void {
  tally.requests += 1;
  const errors = (body as { errors?: { message: string; extensions?: { code?: string } }[] })
    ?.errors;
  const first = errors?.[0];
  // 'Invalid input.' is the database's refusal (toAppError's safety net): a value a schema missed.
  const code =
    status >= 400 && !errors
      ? `HTTP ${status}`
      : first?.message === INVALID_INPUT_MESSAGE
        ? 'BAD_USER_INPUT from the database'
        : (first?.extensions?.code ?? 'ok');
  tally.codes[code] = (tally.codes[code] ?? 0) + 1;
  const internal = errors?.find((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  const reachedDatabase = code === 'BAD_USER_INPUT from the database';
  if (status >= 500 || internal || reachedDatabase || typeof body !== 'object' || body === null) {
    tally.findings.push({ what, status, code, message: internal?.message ?? errors?.[0]?.message });
  }
}

/** Runs cases a few at a time (the order of operations is kept between batches). */
export async function runCases(
  app: TestApp,
  who: Member,
  cases: SweepCase[],
  tally: Tally,
  concurrency = 4,
): Promise<void> {
  for (let i = 0; i < cases.length; i += concurrency) {
    await Promise.all(
      cases.slice(i, i + concurrency).map(async (c) => {
        const res = await gqlAs(app, who.token, c.operation.document, c.variables);
        const what = `${c.operation.name} ${c.place} = ${c.value.label}`;
        record(tally, what, res.status, res.errors ? { errors: res.errors } : { data: res.data });
      }),
    );
  }
}
