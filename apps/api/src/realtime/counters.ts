import type { Database } from '../db/client.js';
import type { SendOrder, UnreadCount } from '../lib/domain-events.js';
import type { Logger } from '../lib/logger.js';
import { unreadCountsFor } from '../modules/chat/index.js';
import { pendingRequestCount } from '../modules/connections/index.js';
import { unreadActivityCount } from '../modules/notifications/index.js';
import type { WriteHolds } from './coalesce-writes.js';
import { createMemberQueue } from './member-queue.js';
import { userRoom, type CounterJob, type RealtimeServer, type RealtimeSocket } from './rooms.js';
import { createUnreadBatch } from './unread-batch.js';

export interface Counters {
  /** Recomputes and emits one change for a member, to this instance's sockets of that member. */
  run(job: CounterJob): void;
  /**
   * Emits a member's counts in `chatId` as the statement that sent a message read them, unless a
   * recount was queued for the member since that statement left, or a later send's counts were
   * queued before: then recounts.
   */
  counted(chatId: string, value: UnreadCount, sent: SendOrder): void;
  /** Seeds a socket that just connected (in the member's queue, so later updates follow it). */
  sendInitialCounts(socket: RealtimeSocket): void;
  idle(): Promise<void>;
}

/** How long a member's last queued recount and newest sent count are remembered. */
const REMEMBER_MS = 60_000;

/**
 * The counters every member sees, always read from the database (never kept or adjusted here).
 * Each instance emits only to its OWN sockets (`io.local`): with several instances every one of
 * them receives the job and the one holding the member's sockets recomputes, so each socket gets
 * its values from a single ordered queue and no emit from another instance can overtake it.
 */
export function createCounters(
  io: RealtimeServer,
  db: Database,
  log: Logger,
  holds: WriteHolds,
): Counters {
  const queue = createMemberQueue(log);
  const unread = createUnreadBatch(db);
  const local = (userId: string) => io.local.to(userRoom(userId));
  const hasLocalSockets = (userId: string) =>
    (io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0;

  // Per member, the chats of a recount that is queued but whose statement is not sent yet: a
  // newer change for the member joins it (that statement, sent later, reads the newer rows too),
  // so a burst for one member costs one recount. Sealed when the statement is built.
  const unsent = new Map<string, Set<string>>();

  // A count a send's statement read is sent only when nothing newer can have reached the member:
  // no chat recount queued for them since the statement left (it may have read a read pointer
  // that moved meanwhile), and no count of a later send queued before it (replies are announced
  // after a further round trip, so announcements can overtake each other). Otherwise the member
  // is recounted. Anything committed after the statement read is announced later, so its recount
  // is queued behind the count and corrects it (docs/decisions/0048-unread-counts-in-the-send.md).
  // Both are forgotten after REMEMBER_MS: a statement older than that is answered with a recount.
  const recountQueuedAt = new Map<string, number>();
  const newestCounted = new Map<string, { order: number; at: number }>();
  let forgottenBefore = 0;
  function forgetOld(now: number): void {
    if (now - forgottenBefore < 2 * REMEMBER_MS) return;
    forgottenBefore = now - REMEMBER_MS;
    for (const [member, at] of recountQueuedAt) {
      if (at < forgottenBefore) recountQueuedAt.delete(member);
    }
    for (const [member, newest] of newestCounted) {
      if (newest.at < forgottenBefore) newestCounted.delete(member);
    }
  }
  function noteRecount(userId: string): void {
    const now = performance.now();
    recountQueuedAt.set(userId, now);
    forgetOld(now);
  }

  function counted(chatId: string, value: UnreadCount, sent: SendOrder): void {
    const { userId } = value;
    if (!hasLocalSockets(userId)) return;
    const newer = newestCounted.get(userId);
    if (
      sent.since < forgottenBefore ||
      (recountQueuedAt.get(userId) ?? -Infinity) >= sent.since ||
      (newer !== undefined && newer.order > sent.order)
    ) {
      run({ kind: 'chat', userId, chatId });
      return;
    }
    const now = performance.now();
    newestCounted.set(userId, { order: sent.order, at: now });
    forgetOld(now);
    // A recount queued earlier and not built yet takes no newer change from now on: those queue
    // behind this count, so the last value sent is read after them.
    unsent.delete(userId);
    // Behind whatever the member's queue holds, and the message waits for it, as for a recount.
    const release = holds.hold(userId);
    queue.push(userId, undefined, () => {
      try {
        local(userId).emit('chatUnreadUpdate', { chatId, count: value.count });
        local(userId).emit('totalUnreadUpdate', { count: value.total });
      } finally {
        release();
      }
      return Promise.resolve();
    });
  }

  function run(job: CounterJob): void {
    // No socket of this member here: nothing to send, no query to make.
    if (!hasLocalSockets(job.userId)) return;
    const { userId } = job;
    if (job.kind === 'chat') {
      noteRecount(userId);
      const open = unsent.get(userId);
      if (open) {
        open.add(job.chatId);
        return;
      }
      const chats = new Set([job.chatId]);
      unsent.set(userId, chats);
      // What changed the count (a message, a line) waits for it: both reach the member together.
      const release = holds.hold(userId);
      queue.push(userId, undefined, async () => {
        try {
          const { counts, total } = await unread.load(userId, () => {
            if (unsent.get(userId) === chats) unsent.delete(userId);
            return [...chats];
          });
          for (const [chatId, count] of counts) {
            local(userId).emit('chatUnreadUpdate', { chatId, count });
          }
          local(userId).emit('totalUnreadUpdate', { count: total });
        } finally {
          release();
        }
      });
      return;
    }
    if (job.kind === 'activity') {
      // An absolute value: only the latest of several queued recounts needs to run.
      queue.push(userId, 'activity', async () => {
        local(userId).emit('activityUpdate', { count: await unreadActivityCount(db, userId) });
      });
      return;
    }
    // Increment/decrement carry no value, so every one is sent (no key), each followed by the
    // exact count that corrects any the client missed.
    const { delta } = job;
    queue.push(userId, undefined, async () => {
      const count = await pendingRequestCount(db, userId);
      local(userId).emit(delta > 0 ? 'friendRequestIncrement' : 'friendRequestDecrement');
      local(userId).emit('friendRequestUpdate', { count });
    });
  }

  function sendInitialCounts(socket: RealtimeSocket): void {
    const { userId } = socket.data;
    // A read of every count, as a recount: changes announced before the socket came reached no
    // socket here, so a send's statement that left before it may be older than what it reads.
    noteRecount(userId);
    queue.push(userId, undefined, async () => {
      const [totals, friendRequestCount, activityCount] = await Promise.all([
        unreadCountsFor(db, userId),
        pendingRequestCount(db, userId),
        unreadActivityCount(db, userId),
      ]);
      if (!socket.connected) return;
      socket.emit('initialCounts', {
        totalUnread: totals.totalUnread,
        chatUnreadCounts: totals.chats.map((c) => ({
          chat_id: c.chat_id,
          unread_count: c.unread_count,
        })),
        friendRequestCount,
        activityCount,
      });
    });
  }

  return { run, counted, sendInitialCounts, idle: () => queue.idle() };
}
