import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Config } from '../config.js';
import { corsOptions } from '../http/cors.js';

/**
 * socket.io on the app's HTTP server, same CORS allowlist as /graphql. The spec's client uses
 * the polling transport; websocket stays available for upgrades. Handshake auth, rooms and the
 * broadcaster come with the realtime issue.
 */
export function createSocketServer(
  httpServer: HttpServer,
  config: Pick<Config, 'corsOrigins'>,
): Server {
  const { origin, credentials } = corsOptions(config);
  return new Server(httpServer, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    cors: { origin, credentials },
    serveClient: false,
  });
}
