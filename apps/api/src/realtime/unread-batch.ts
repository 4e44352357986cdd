import { unreadInChatsAndTotals, unreadKey } from '../modules/chat/index.js';
import type { Database } from '../db/client.js';

/** Recounts at most this many (member, chat) pairs in one statement. */
const MAX_BATCH = 500;

export interface UnreadBatch {
  /** The member's unread count in the chat and their total, read after this call. */
  load(userId: string, chatId: string): Promise<{ count: number; total: number }>;
}

interface Pending {
  userId: string;
  chatId: string;
  resolve: (counts: { count: number; total: number }) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the recounts asked for in one turn of the event loop into one statement (a message
 * recounts for both its members, and a burst of messages for many): every value is still read
 * from the database after the change that asked for it, only fewer round trips carry them.
 * Ordering per member stays the member queue's job (counters.ts).
 */
export function createUnreadBatch(db: Database): UnreadBatch {
  const pending: Pending[] = [];

  function flush() {
    const batch = pending.splice(0, MAX_BATCH);
    if (pending.length > 0) setImmediate(flush);
    unreadInChatsAndTotals(db, batch).then(
      (counts) => {
        for (const p of batch)
          p.resolve(counts.get(unreadKey(p.userId, p.chatId)) ?? { count: 0, total: 0 });
      },
      (error: unknown) => {
        for (const p of batch) p.reject(error);
      },
    );
  }

  return {
    load(userId, chatId) {
      return new Promise((resolve, reject) => {
        pending.push({ userId, chatId, resolve, reject });
        if (pending.length === 1) setImmediate(flush);
      });
    },
  };
}
