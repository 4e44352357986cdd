import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.js';

/** A batch runner that records each batch and answers when the test releases it. */
function gatedRunner(fail: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const runBatch = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<number[]>((resolve, reject) => {
      releases.push(() =>
        items.some(fail) ? reject(new Error('refused')) : resolve(items.map((n) => n * 10)),
      );
    });
  };
  /** Releases the oldest batch still waiting and lets its answers settle. */
  const releaseNext = async () => {
    releases.shift()!();
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  return { batches, runBatch, releaseNext };
}

describe('createGroupCommit', () => {
  it('sends a lone item at once and gathers those that wait into the next batch', async () => {
    const runner = gatedRunner();
    const run = createGroupCommit({ runBatch: runner.runBatch, maxBatch: 2 });
    const answers = [1, 2, 3, 4].map((n) => run(n));
    expect(runner.batches).toEqual([[1]]);
    await runner.releaseNext();
    expect(runner.batches).toEqual([[1], [2, 3]]);
    await runner.releaseNext();
    expect(runner.batches).toEqual([[1], [2, 3], [4]]);
    await runner.releaseNext();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
  });

  it("runs a failed batch's items alone, so only the failing one fails", async () => {
    const runner = gatedRunner((n) => n === 3);
    const run = createGroupCommit({ runBatch: runner.runBatch, maxBatch: 10 });
    const answers = [1, 2, 3].map((n) => run(n).catch((error: Error) => error.message));
    await runner.releaseNext();
    await runner.releaseNext();
    expect(runner.batches).toEqual([[1], [2, 3], [2], [3]]);
    await runner.releaseNext();
    await runner.releaseNext();
    expect(await Promise.all(answers)).toEqual([10, 20, 'refused']);
  });
});
