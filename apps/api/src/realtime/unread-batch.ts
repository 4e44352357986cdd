import { unreadInChatsAndTotals, unreadKey } from '../modules/chat/index.js';
import type { Database } from '../db/client.js';

/** Recounts at most this many members in one statement. */
const MAX_BATCH = 500;

/** One member's unread counts: per chat asked for, and their total. */
export interface MemberUnread {
  counts: Map<string, number>;
  total: number;
}

export interface UnreadBatch {
  /**
   * The member's unread counts in the chats `chatIds()` names and their total, read by a
   * statement sent after this call. `chatIds` is asked at the moment the statement is built, so
   * the caller can add chats until then (counters.ts: a burst joins one recount).
   */
  load(userId: string, chatIds: () => readonly string[]): Promise<MemberUnread>;
}

interface Pending {
  userId: string;
  chatIds: () => readonly string[];
  resolve: (counts: MemberUnread) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the recounts asked for in one turn of the event loop into one statement (a squad's line
 * recounts all its members, a burst of changes many): every value is still
 * read from the database after the change that asked for it, only fewer round trips carry them.
 * Ordering per member stays the member queue's job (counters.ts).
 */
export function createUnreadBatch(db: Database): UnreadBatch {
  const pending: Pending[] = [];

  function flush() {
    const batch = pending.splice(0, MAX_BATCH);
    if (pending.length > 0) setImmediate(flush);
    const asked = batch.map((p) => ({ p, chatIds: p.chatIds() }));
    const pairs = asked.flatMap(({ p, chatIds }) =>
      chatIds.map((chatId) => ({ userId: p.userId, chatId })),
    );
    unreadInChatsAndTotals(db, pairs).then(
      (counts) => {
        for (const { p, chatIds } of asked) {
          const answer: MemberUnread = { counts: new Map(), total: 0 };
          for (const chatId of chatIds) {
            const pair = counts.get(unreadKey(p.userId, chatId)) ?? { count: 0, total: 0 };
            answer.counts.set(chatId, pair.count);
            answer.total = pair.total;
          }
          p.resolve(answer);
        }
      },
      (error: unknown) => {
        for (const p of batch) p.reject(error);
      },
    );
  }

  return {
    load(userId, chatIds) {
      return new Promise((resolve, reject) => {
        pending.push({ userId, chatIds, resolve, reject });
        if (pending.length === 1) setImmediate(flush);
      });
    },
  };
}
