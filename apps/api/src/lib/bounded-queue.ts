export interface BoundedQueue {
  /** Runs `work` after everything pushed before it; false (and not queued) when the queue is full. */
  push(work: () => Promise<void>): boolean;
  /** Work pushed and not yet finished (the running one included). */
  readonly size: number;
}

/**
 * One promise chain holding at most `max` pieces of work, so a caller that pushes faster than the
 * work finishes is told so instead of growing memory without end. A failure goes to `onError`
 * and the next piece still runs.
 */
export function createBoundedQueue(max: number, onError: (error: unknown) => void): BoundedQueue {
  let size = 0;
  let tail: Promise<void> = Promise.resolve();
  return {
    push(work) {
      if (size >= max) return false;
      size += 1;
      tail = tail
        .then(work)
        .catch(onError)
        .then(() => {
          size -= 1;
        });
      return true;
    },
    get size() {
      return size;
    },
  };
}
