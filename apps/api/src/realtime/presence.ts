import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import type { PresenceUpdatePayload } from '@squadup/shared';
import { connectedMemberIds } from '../modules/connections/index.js';
import {
  markOfflineExcept,
  recordPresence,
  storedPresence,
  visiblePresence,
} from '../modules/presence/index.js';
import { createMemberQueue } from './member-queue.js';
import { userRoom, type RealtimeServer, type RealtimeSocket } from './rooms.js';

/**
 * How many of a member's connections hear of their presence changes, the most recently connected
 * first: one indexed query and one emit per change, whatever the member's network size. The
 * others see it on their next fetch (decision 0032).
 */
export const PRESENCE_AUDIENCE_MAX = 500;

export interface Presence {
  /** Tracks one socket: its member is online from their first socket to their last one closing. */
  track(socket: RealtimeSocket): void;
  /** The member showed or hid their presence (Settings): their connections hear what they now see. */
  shownOrHidden(userId: string): void;
  /** Resolves once every presence write already queued is done (stop drains before the database closes). */
  idle(): Promise<void>;
}

/**
 * users.is_online and last_seen, kept from the sockets (docs/decisions/0032). Each member's writes
 * run one after another and each writes what is true when it runs (any socket of theirs here, or
 * with Redis on another instance), so a quick close-and-reconnect ends online whatever the order,
 * and a burst of changes collapses into one write (the queue's key).
 */
export function createPresence(
  io: RealtimeServer,
  db: Database,
  log: Logger,
  clustered: boolean,
): Presence {
  const queue = createMemberQueue(log);
  const localSockets = new Map<string, number>();

  const connectedAnywhere = async (userId: string) => {
    if ((localSockets.get(userId) ?? 0) > 0) return true;
    if (!clustered) return false;
    // The adapter asks the other instances (bounded by its request timeout).
    return (await io.in(userRoom(userId)).fetchSockets()).length > 0;
  };
  // Through the adapter: connections connected to any instance hear it.
  const announce = async (userId: string, update: Omit<PresenceUpdatePayload, 'userId'>) => {
    const audience = await connectedMemberIds(db, userId, PRESENCE_AUDIENCE_MAX);
    if (audience.length > 0)
      io.to(audience.map(userRoom)).emit('presenceUpdate', { userId, ...update });
  };
  const sync = (userId: string) =>
    queue.push(userId, 'presence', async () => {
      const online = await connectedAnywhere(userId);
      const change = await recordPresence(db, userId, online);
      // Nothing is said of a member who hides their presence, nor when nothing changed.
      if (change?.show_online) await announce(userId, { online, last_seen: change.last_seen });
    });

  return {
    track(socket) {
      const { userId } = socket.data;
      const before = localSockets.get(userId) ?? 0;
      localSockets.set(userId, before + 1);
      if (before === 0) sync(userId);
      socket.on('disconnect', () => {
        const left = (localSockets.get(userId) ?? 1) - 1;
        if (left > 0) {
          localSockets.set(userId, left);
          return;
        }
        localSockets.delete(userId);
        sync(userId);
      });
    },
    shownOrHidden(userId) {
      queue.push(userId, undefined, async () => {
        const row = await storedPresence(db, userId);
        if (!row) return;
        const seen = visiblePresence(row);
        await announce(userId, { online: seen.is_online, last_seen: seen.last_seen });
      });
    },
    idle: () => queue.idle(),
  };
}

/**
 * At start-up, members left online by a process that died with their sockets open (a crash, a
 * kill -9) are set offline. Alone, no member has a socket yet; with Redis, the members connected
 * to the other instances stay online (asked through the adapter). A failure is logged: presence
 * then heals as members reconnect.
 */
export async function resetStalePresence(
  io: RealtimeServer,
  db: Database,
  log: Logger,
  clustered: boolean,
): Promise<void> {
  try {
    const connected = clustered
      ? [...new Set((await io.fetchSockets()).map((socket) => socket.data.userId))]
      : [];
    const reset = await markOfflineExcept(db, connected);
    if (reset > 0)
      log.info(`Presence: ${reset} members left online by an earlier process set offline`);
  } catch (error) {
    log.warn({ err: error }, 'Presence: could not reset members left online');
  }
}
