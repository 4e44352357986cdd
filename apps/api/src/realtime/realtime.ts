import type { Server as HttpServer } from 'node:http';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import type { SessionCache } from '../modules/auth/index.js';
import { createBroadcaster, type Broadcaster } from './broadcaster.js';
import { createChatSignals } from './chat-signals.js';
import { coalesceWrites } from './coalesce-writes.js';
import { createCounters } from './counters.js';
import { registerClientHandlers } from './handlers.js';
import { closeOnExpiry } from './handshake.js';
import { attachRedisAdapter } from './redis.js';
import { sessionRoom, userRoom, type RealtimeServer } from './rooms.js';
import { createPresence, resetStalePresence } from './presence.js';
import { handleSocketSends, type SocketSendDeps } from './send.js';
import { limitClientEvents } from './socket-limits.js';
import { createSocketServer } from './socket.js';

export interface Realtime {
  io: RealtimeServer;
  /** The broadcaster: the dispatcher's after-commit subscriber (app.ts wires it). */
  events: Broadcaster;
  /** Resolves once the presence writes and counter emits queued so far are done. */
  idle(): Promise<void>;
  /** Disconnects every socket, stops broadcasting, closes the server, the adapter and Redis. */
  stop(): Promise<void>;
}

export interface RealtimeDeps {
  httpServer: HttpServer;
  config: Pick<Config, 'corsOrigins' | 'jwtSecret' | 'redisUrl' | 'countHoldMs'>;
  db: Database;
  log: Logger;
  /** What `sendMessage` over the socket needs: the admission gate and the member's service context. */
  sends: SocketSendDeps;
  /**
   * The instance's cached bearer checks: the other instances' ended sessions are forgotten here,
   * and nothing is trusted while Redis is lost (they could not be heard).
   */
  sessions?: Pick<SessionCache, 'forget' | 'trust'>;
}

/**
 * While Redis was unreachable, what any instance sent this instance through it was lost: messages,
 * counts, closed sessions, a chat's room to leave. Closing the TRANSPORT of each local socket makes
 * its client reconnect by itself ("transport close"; `disconnect()` would tell it to stay away):
 * the handshake checks the session again, the rooms start empty and are joined again under the
 * current rules, `initialCounts` come fresh, and the client catches up on the open chat. Sockets
 * on other instances are theirs to ask.
 */
function askLocalSocketsToReconnect(io: RealtimeServer): number {
  const sockets = [...io.of('/').sockets.values()];
  for (const socket of sockets) socket.conn.close();
  return sockets.length;
}

/**
 * The socket server with its rooms and the broadcaster. With REDIS_URL the Redis adapter carries
 * emits between instances; without it this instance works alone.
 */
export async function createRealtime({
  httpServer,
  config,
  db,
  log,
  sends,
  sessions,
}: RealtimeDeps): Promise<Realtime> {
  const io = createSocketServer(httpServer, config, db);
  const holds = coalesceWrites(io, config.countHoldMs);
  const redis = config.redisUrl
    ? await attachRedisAdapter(io, config.redisUrl, log, {
        onRestored: () => {
          sessions?.trust(true);
          return askLocalSocketsToReconnect(io);
        },
        onLost: () => sessions?.trust(false),
      })
    : null;
  await resetStalePresence(io, db, log, redis !== null);
  const presence = createPresence(io, db, log, redis !== null);
  const counters = createCounters(io, db, log, holds);
  const chatSignals = createChatSignals(io, db, log);
  const events = createBroadcaster({
    io,
    counters,
    presence,
    chatSignals,
    log,
    clustered: redis !== null,
  });
  // Another instance's counter change for a member who may have sockets here.
  if (redis) io.on('counters', (...jobs) => jobs.forEach((job) => counters.run(job)));
  // Another instance ended a session of these members: their tokens are checked again here.
  if (redis) io.on('sessions-ended', (...userIds) => userIds.forEach((id) => sessions?.forget(id)));
  // Another instance's member changed what they show in chats: their sockets here follow.
  if (redis) io.on('chat-signals', (userId) => void chatSignals.refresh(userId));

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    closeOnExpiry(socket);
    limitClientEvents(socket, log);
    registerClientHandlers(socket, db, log);
    handleSocketSends(socket, sends, log);
    presence.track(socket);
    counters.sendInitialCounts(socket);
  });

  let stopping: Promise<void> | null = null;
  return {
    io,
    events,
    async idle() {
      await presence.idle();
      await counters.idle();
    },
    stop() {
      stopping ??= (async () => {
        events.close();
        io.local.disconnectSockets(true); // this instance only: the others keep theirs
        // Their members go offline, unless connected elsewhere (asked while the adapter is open).
        await presence.idle();
        await io.close().catch(() => undefined); // the HTTP server may already be closed
        await counters.idle();
        await redis?.close();
      })();
      return stopping;
    },
  };
}
