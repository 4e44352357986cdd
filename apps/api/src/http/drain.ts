import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PlainMiddleware } from '../lib/plain-http.js';

/** How long requests in flight may take to finish once the listener is closed. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** How long a connection accepted just before the close has to send its request. */
const LAST_REQUEST_MS = 500;

export interface HttpDrain {
  /** True once stopping began: /readyz answers 503 and every answer closes its connection. */
  readonly stopping: boolean;
  /** First middleware: answers given while stopping carry `Connection: close`. */
  readonly middleware: PlainMiddleware;
  /** Stopping begins; resolves after the delay, during which the listener still accepts. */
  begin(): Promise<void>;
  /**
   * Stops accepting, lets requests in flight finish (at most SHUTDOWN_GRACE_MS, then their
   * connections are cut), and closes idle keep-alive connections.
   */
  close(): Promise<void>;
}

/**
 * A shutdown that keep-alive clients can follow. Closing the listener straight away cuts idle
 * keep-alive connections under clients that are about to reuse them (ECONNRESET). Instead the
 * readiness probe fails first, and for `delayMs` the server keeps answering, each answer with
 * `Connection: close`, so a client opens its next request on a new connection, by then to another
 * instance. Only then does the listener close: new connections are refused (a clear "go
 * elsewhere"), requests in flight finish, and the idle connections left are closed.
 */
export function createHttpDrain(server: HttpServer, delayMs: number): HttpDrain {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  return {
    get stopping() {
      return stopping;
    },
    middleware(_req, res, next) {
      if (stopping) closeAfterAnswer(res);
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
      next();
    },
    async begin() {
      stopping = true;
      inFlight.forEach(closeAfterAnswer);
      if (delayMs > 0) await sleep(delayMs);
    },
    close() {
      inFlight.forEach(closeAfterAnswer);
      return new Promise<void>((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        // Idle means "no request being answered", which includes a connection accepted a moment
        // ago whose request is still on its way: http.Server#close drops those at once, and that
        // client sees ECONNRESET. So stop accepting with net.Server's close, give such requests a
        // moment (they are answered with Connection: close), then close what is still idle. The
        // callback runs once every connection has ended.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(cut);
          clearTimeout(idle);
          resolve();
        });
        const idle = setTimeout(() => server.closeIdleConnections(), LAST_REQUEST_MS);
      });
    },
  };
}
