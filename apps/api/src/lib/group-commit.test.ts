import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

class Refused extends Error {}

/**
 * Runs that record what they were given and answer when the test releases them: a batch fails
 * when it holds an item of `failing`, an item alone when it is in `failingAlone`.
 */
function gatedRuns(failing: number[] = [], failingAlone: number[] = []) {
  const runs: string[] = [];
  const releases: (() => void)[] = [];
  const gated = <T>(label: string, fail: boolean, answer: T) => {
    runs.push(label);
    return new Promise<T>((resolve, reject) => {
      releases.push(() => (fail ? reject(new Refused(label)) : resolve(answer)));
    });
  };
  return {
    runs,
    runOne: (n: number) => gated(`${n}`, failingAlone.includes(n), n * 10),
    runBatch: (items: readonly number[]) =>
      gated(
        items.join('+'),
        items.some((n) => failing.includes(n)),
        items.map((n) => n * 10),
      ),
    /** Releases the oldest run still waiting and lets what follows it start. */
    async releaseNext() {
      releases.shift()!();
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
  };
}

const outcome = (answer: Promise<number>) =>
  answer.catch((error: Error) => `refused: ${error.message}`);

describe('createGroupCommit', () => {
  it('runs a lone item at once and gathers those that wait into the next batch', async () => {
    const runner = gatedRuns();
    const run = createGroupCommit({ ...runner, retryAlone: () => true, maxBatch: 2 });
    const answers = [1, 2, 3, 4].map((n) => run(n));
    expect(runner.runs).toEqual(['1']);
    await runner.releaseNext();
    expect(runner.runs).toEqual(['1', '2+3']);
    await runner.releaseNext();
    expect(runner.runs).toEqual(['1', '2+3', '4']);
    await runner.releaseNext();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
  });

  it('runs a refused batch again item by item, in order, before the next batch', async () => {
    const runner = gatedRuns([3], [3]);
    const run = createGroupCommit({
      ...runner,
      retryAlone: (error) => error instanceof Refused,
      maxBatch: 10,
    });
    const answers = [1, 2, 3, 4].map((n) => outcome(run(n)));
    await runner.releaseNext(); // 1
    expect(runner.runs).toEqual(['1', '2+3+4']);
    const late = outcome(run(5));
    await runner.releaseNext(); // 2+3+4 refused: 2 alone
    expect(runner.runs).toEqual(['1', '2+3+4', '2']);
    await runner.releaseNext(); // 2, then 3 alone
    await runner.releaseNext(); // 3 refused, then 4 alone
    await runner.releaseNext(); // 4, then 5
    expect(runner.runs).toEqual(['1', '2+3+4', '2', '3', '4', '5']);
    await runner.releaseNext();
    expect(await Promise.all([...answers, late])).toEqual([10, 20, 'refused: 3', 40, 50]);
  });

  it('fails the whole batch, running nothing again, when the failure may have left something', async () => {
    const runner = gatedRuns([2]);
    const run = createGroupCommit({ ...runner, retryAlone: () => false, maxBatch: 10 });
    const answers = [1, 2, 3].map((n) => outcome(run(n)));
    await runner.releaseNext();
    await runner.releaseNext();
    expect(runner.runs).toEqual(['1', '2+3']);
    expect(await Promise.all(answers)).toEqual([10, 'refused: 2+3', 'refused: 2+3']);
  });

  it('answers every item when a run throws at once or a batch answers the wrong number', async () => {
    let calls = 0;
    const run = createGroupCommit<number, number>({
      runOne: () => {
        calls += 1;
        if (calls === 1) throw new Error('thrown');
        return Promise.resolve(7);
      },
      runBatch: () => Promise.resolve([1]),
      retryAlone: () => false,
      maxBatch: 10,
    });
    const answers = [1, 2, 3].map((n) => outcome(run(n)));
    expect(await Promise.all(answers)).toEqual([
      'refused: thrown',
      'refused: group commit: 1 results for 2 items',
      'refused: group commit: 1 results for 2 items',
    ]);
    expect(await run(4)).toBe(7); // nothing is stuck
  });
});
