// The bad-input sweep (issue 10): every query and mutation of the shared schema, every argument
// and input field, replaced in turn by each bad value of test/sweep/catalogue.ts, as a signed-in
// member with real rows behind every id. Nothing may answer 5xx or INTERNAL_SERVER_ERROR.
// `npm test` runs a fixed-seed sample; BAD_INPUT_SWEEP=full runs every case
// (BAD_INPUT_SWEEP_SEED picks another sample).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import { FAST_AUTH_ENV } from './auth.js';
import { buildSweepWorld, type SweepWorld } from './sweep/fixtures.js';
import {
  inSweepOrder,
  newTally,
  runCases,
  sample,
  seededRandom,
  type Tally,
} from './sweep/runner.js';
import { casesOf, operations } from './sweep/schema-walk.js';

const FULL = process.env.BAD_INPUT_SWEEP === 'full';
const SEED = Number(process.env.BAD_INPUT_SWEEP_SEED ?? 10_004);
/** Cases per operation in the sampled run: every operation is still swept. */
const SAMPLE_PER_OPERATION = 20;

let app: TestApp;
let world: SweepWorld;

beforeAll(async () => {
  app = await startTestApp({ env: FAST_AUTH_ENV });
  world = await buildSweepWorld(app);
});
afterAll(() => app.stop());

function report(title: string, tally: Tally, extra: Record<string, number>) {
  const codes = Object.entries(tally.codes)
    .sort(([, a], [, b]) => b - a)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  const figures = Object.entries(extra)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    `${title} (${FULL ? 'full' : `sample, seed ${SEED}`}): ${tally.requests} requests, ${figures}, ` +
      `${tally.findings.length} errors found. Answers: ${codes}.`,
  );
}

describe('bad-input sweep', () => {
  it('answers every bad GraphQL argument with a coded error, never a server error', async () => {
    const random = seededRandom(SEED);
    const ops = inSweepOrder(operations());
    const all = ops.map((op) => casesOf(op, world.baselines));
    const chosen = all.flatMap((cases) =>
      FULL ? cases : sample(cases, SAMPLE_PER_OPERATION, random),
    );
    const tally = newTally();
    await runCases(app, world.viewer, chosen, tally);
    report('GraphQL sweep', tally, {
      operations: ops.length,
      places: new Set(all.flat().map((c) => `${c.operation.name}.${c.place}`)).size,
      'cases in catalogue': all.flat().length,
    });
    expect(tally.findings).toEqual([]);
  }, 600_000);
});
