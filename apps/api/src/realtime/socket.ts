import type { Server as HttpServer } from 'node:http';
import { SOCKET_LIMITS } from '@squadup/shared';
import { Server } from 'socket.io';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { corsOptions } from '../http/cors.js';
import { originAllowed, socketAuth } from './handshake.js';
import type { RealtimeServer } from './rooms.js';
import { limitSocketsPerMember } from './socket-limits.js';

/**
 * socket.io on the app's HTTP server, same CORS allowlist as /graphql, plus a refusal of foreign
 * Origins at the engine level, the access-token check and the sockets-per-member limit at the
 * handshake. The spec's client
 * uses the polling transport; websocket stays available for other clients.
 */
export function createSocketServer(
  httpServer: HttpServer,
  config: Pick<Config, 'corsOrigins' | 'jwtSecret'>,
  db: Database,
): RealtimeServer {
  const { origin, credentials } = corsOptions(config);
  const io: RealtimeServer = new Server(httpServer, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    cors: { origin, credentials },
    allowRequest: originAllowed(config),
    serveClient: false,
    // One polling POST (or websocket frame) is read whole and split into packets before any
    // per-socket limit sees them: keep it small (a larger POST gets 413, a larger frame closes).
    maxHttpBufferSize: SOCKET_LIMITS.maxPayloadBytes,
    // A busy server answers a pong late, it does not lose the member: a socket is only declared
    // dead after a minute without one (socket.io's 20 s closed hundreds of live sockets on a
    // loaded machine, docs/decisions/0043). A vanished client is noticed that much later.
    pingTimeout: SOCKET_LIMITS.pingTimeoutMs,
  });
  io.use(socketAuth(config, db));
  io.use(limitSocketsPerMember());
  return io;
}
