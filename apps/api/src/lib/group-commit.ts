/**
 * Runs items through `runBatch` with at most one batch in flight: an item asked for while a batch
 * runs waits for it, then goes in the next with every other item that waited (at most `maxBatch`).
 * An item asked for when nothing runs goes at once, with no timer: alone it pays nothing, in a
 * crowd it shares one statement and one commit (docs/decisions/0046-chat-sends-share-a-commit.md).
 * `runBatch` answers one result per item, in the items' order. When a batch of several fails,
 * each of its items runs again alone through `runBatch`, so one item's error is its own and the
 * others still succeed.
 */
export function createGroupCommit<In, Out>(options: {
  runBatch: (items: readonly In[]) => Promise<Out[]>;
  maxBatch: number;
}): (item: In) => Promise<Out> {
  const { runBatch, maxBatch } = options;
  interface Waiting {
    item: In;
    resolve: (out: Out) => void;
    reject: (error: unknown) => void;
  }
  const waiting: Waiting[] = [];
  let running = false;

  const runAlone = (w: Waiting) =>
    runBatch([w.item]).then(([out]) => w.resolve(out as Out), w.reject);

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        const outs = await runBatch(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(outs[i] as Out));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        // Not awaited: the next batch does not wait for the retries, which take their own locks.
        else for (const w of batch) void runAlone(w);
      }
    }
    running = false;
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
