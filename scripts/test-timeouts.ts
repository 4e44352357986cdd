// How long a test may take, for every runner (apps/api and apps/web vitest, Playwright): a base
// that fits an idle machine, times one factor read once at start (docs/decisions/0039).
//
// The factor is TEST_TIMEOUT_FACTOR when set (at least 1: CI or a developer sets it for a slow
// machine), else the one-minute load per core (os.loadavg / os.availableParallelism) between 1 and
// MAX_FACTOR, so a busy machine waits longer and a hang still fails. The runner writes the
// factor it chose back to TEST_TIMEOUT_FACTOR, so its workers (vitest forks, Playwright workers,
// the web's findBy ceiling in src/test/setup.ts) use the same one.
import { availableParallelism, loadavg } from 'node:os';

const MAX_FACTOR = 5;

function chooseFactor(): number {
  const set = Number(process.env.TEST_TIMEOUT_FACTOR);
  if (Number.isFinite(set) && set >= 1) return set;
  const perCore = (loadavg()[0] ?? 0) / Math.max(1, availableParallelism());
  return Math.min(Math.max(Math.round(perCore * 10) / 10, 1), MAX_FACTOR);
}

export const TIMEOUT_FACTOR = chooseFactor();
process.env.TEST_TIMEOUT_FACTOR = String(TIMEOUT_FACTOR);

/** `ms` (the time on an idle machine) scaled by the factor. */
export const scaled = (ms: number): number => Math.round(ms * TIMEOUT_FACTOR);
