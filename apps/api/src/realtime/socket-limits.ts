import { SOCKET_LIMITS } from '@squadup/shared';
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
