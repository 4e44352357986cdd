import type { Logger } from '../lib/logger.js';

/**
 * One promise chain per member: each member's counter emits are computed from the database and
 * sent in the order their tasks were queued, so the last value a member receives is always read
 * after the last change that concerned them. A task with a `key` that is already waiting (queued,
 * not started) is dropped: the waiting one starts later and reads the newer rows anyway, which
 * keeps a burst of 50 changes from turning into 50 recounts. Tasks without a key always run.
 */
export interface MemberQueue {
  push(userId: string, key: string | undefined, task: () => Promise<void>): void;
  /** Resolves once every queued task has finished (stop drains before closing the database). */
  idle(): Promise<void>;
}

export function createMemberQueue(log: Logger): MemberQueue {
  const tails = new Map<string, Promise<void>>();
  const waiting = new Map<string, Set<string>>();

  return {
    push(userId, key, task) {
      if (key !== undefined) {
        const keys = waiting.get(userId) ?? new Set<string>();
        if (keys.has(key)) return;
        keys.add(key);
        waiting.set(userId, keys);
      }
      const run = async () => {
        if (key !== undefined) {
          const keys = waiting.get(userId);
          keys?.delete(key);
          if (keys?.size === 0) waiting.delete(userId);
        }
        try {
          await task();
        } catch (error) {
          log.error({ err: error, userId }, 'realtime: counter emit failed');
        }
      };
      const tail = (tails.get(userId) ?? Promise.resolve()).then(run);
      tails.set(userId, tail);
      void tail.then(() => {
        if (tails.get(userId) === tail) tails.delete(userId);
      });
    },
    async idle() {
      while (tails.size > 0) await Promise.all(tails.values());
    },
  };
}
