export interface GroupCommitOptions<In, Out> {
  /** One item on its own. */
  runOne: (item: In) => Promise<Out>;
  /** Several items together: one result per item, in the items' order. */
  runBatch: (items: readonly In[]) => Promise<Out[]>;
  /**
   * Whether a failed batch left nothing behind, so that its items may each run again alone (a
   * refusal the database rolled back); otherwise every item of the batch fails with the error.
   */
  retryAlone: (error: unknown) => boolean;
  maxBatch: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/** Runs `work` and settles `waiting` with its outcome, a synchronous throw included. */
async function settle<In, Out>(waiting: Waiting<In, Out>, work: () => Promise<Out>) {
  try {
    waiting.resolve(await work());
  } catch (error) {
    waiting.reject(error);
  }
}

/**
 * Runs items with at most one run in flight: an item asked for while one runs waits for it, then
 * goes in the next with every other item that waited (at most `maxBatch`). An item asked for when
 * nothing runs goes at once, alone, with no timer: alone it pays nothing, in a crowd it shares one
 * statement and one commit (docs/decisions/0046-chat-sends-share-a-commit.md). When a batch fails
 * and `retryAlone` allows it, its items run again one by one, in their order, before the next
 * batch: one item's error is its own, and the items still take effect in the order they came.
 */
export function createGroupCommit<In, Out>(
  options: GroupCommitOptions<In, Out>,
): (item: In) => Promise<Out> {
  const { runOne, runBatch, retryAlone, maxBatch } = options;
  const waiting: Waiting<In, Out>[] = [];
  let running = false;

  async function runTogether(batch: Waiting<In, Out>[]): Promise<void> {
    let outs: Out[];
    try {
      outs = await runBatch(batch.map((w) => w.item));
      if (outs.length !== batch.length)
        throw new Error(`group commit: ${outs.length} results for ${batch.length} items`);
    } catch (error) {
      if (!retryAlone(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      for (const w of batch) await settle(w, () => runOne(w.item));
      return;
    }
    batch.forEach((w, i) => w.resolve(outs[i]!));
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, maxBatch);
        if (batch.length === 1) await settle(batch[0]!, () => runOne(batch[0]!.item));
        else await runTogether(batch);
      }
    } finally {
      running = false;
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
