import { SOCKET_LIMITS } from '@squadup/shared';
import type { ExtendedError } from 'socket.io';
import { createBoundedQueue } from '../lib/bounded-queue.js';
import type { Logger } from '../lib/logger.js';
import { createTokenBucket } from '../lib/token-bucket.js';
import type { RealtimeSocket } from './rooms.js';

type Limit = 'events per second' | 'queued events';

const MESSAGE = 'Too many realtime events: this connection was closed. Slow down and reconnect.';

/**
 * Closes a socket that went over a limit. The client is told why first (`rateLimited`, then the
 * server's disconnect), and the member is logged once: a socket is closed only once, and the
 * packets it had already sent are dropped without a word (limitClientEvents).
 */
function disconnectOverLimit(socket: RealtimeSocket, log: Logger, limit: Limit): void {
  if (!socket.connected) return;
  log.warn({ userId: socket.data.userId, limit }, 'realtime: socket over its limit, disconnected');
  socket.emit('rateLimited', { code: 'TOO_MANY_REQUESTS', message: MESSAGE });
  socket.disconnect(true);
}

/**
 * The token bucket (SOCKET_LIMITS.burst at once, perSecond on average) in front of every client
 * event, before any handler and so before any database work. socket.io runs this for packets
 * already read when the socket closed (one POST can carry hundreds): those are dropped here.
 */
export function limitClientEvents(socket: RealtimeSocket, log: Logger): void {
  const bucket = createTokenBucket(SOCKET_LIMITS);
  socket.use((_event, next) => {
    if (!socket.connected) return;
    if (bucket.take()) next();
    else disconnectOverLimit(socket, log, 'events per second');
  });
}

/**
 * A socket's handler work, one piece after another, at most SOCKET_LIMITS.maxQueuedEvents
 * waiting: a socket whose events arrive faster than the database answers them (within its token
 * bucket) is closed rather than left to queue without end.
 */
export function socketWorkQueue(
  socket: RealtimeSocket,
  log: Logger,
): (work: () => Promise<void>) => void {
  const queue = createBoundedQueue(SOCKET_LIMITS.maxQueuedEvents, (error: unknown) => {
    log.error({ err: error, userId: socket.data.userId }, 'realtime: room change failed');
  });
  return (work) => {
    if (!queue.push(work)) disconnectOverLimit(socket, log, 'queued events');
  };
}

/** The error a client over SOCKET_LIMITS.socketsPerMember sees in `connect_error`. */
function tooManySocketsError(): ExtendedError {
  const error: ExtendedError = new Error(
    `You have ${SOCKET_LIMITS.socketsPerMember} live connections open already: close a tab or window and try again.`,
  );
  error.data = { code: 'TOO_MANY_REQUESTS' };
  return error;
}

/**
 * Namespace middleware after socketAuth: a member holds at most SOCKET_LIMITS.socketsPerMember
 * sockets on this instance; the next handshake is refused with the reason. Counted here (not
 * from the member's room, which a socket joins only after the handshake) so that handshakes
 * arriving together cannot all pass; a socket's seat frees when it closes.
 */
export function limitSocketsPerMember() {
  const open = new Map<string, number>();
  return (socket: RealtimeSocket, next: (err?: ExtendedError) => void) => {
    const userId = socket.data.userId;
    const held = open.get(userId) ?? 0;
    if (held >= SOCKET_LIMITS.socketsPerMember) {
      next(tooManySocketsError());
      return;
    }
    open.set(userId, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
    };
    // Whichever comes first: the socket's disconnect, or its transport closing (a client that
    // went away between the handshake and the connection never emits disconnect).
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  };
}
