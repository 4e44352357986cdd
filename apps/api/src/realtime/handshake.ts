import type { IncomingMessage } from 'node:http';
import jwt from 'jsonwebtoken';
import type { ExtendedError } from 'socket.io';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { liveAccessClaims } from '../modules/auth/index.js';
import { bearerTokenOf, CLOCK_TOLERANCE_SECONDS } from '../modules/auth/index.js';
import type { RealtimeSocket } from './rooms.js';

/**
 * Every engine.io request (each polling GET/POST, the websocket upgrade) passes here. A browser
 * always names its page in Origin on cross-site requests, so a foreign Origin is refused outright
 * rather than only left without CORS headers. No Origin (same-origin GET, non-browser clients) and
 * the app's own host pass: the socket still needs a valid access token (socketAuth).
 */
export function originAllowed(config: Pick<Config, 'corsOrigins'>) {
  const allowed = new Set(config.corsOrigins);
  return (req: IncomingMessage, callback: (err: string | null, success: boolean) => void) => {
    const origin = req.headers.origin;
    callback(null, origin === undefined || allowed.has(origin) || isSameOrigin(origin, req));
  };
}

function isSameOrigin(origin: string, req: IncomingMessage): boolean {
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** The token a client presents: socket.io's `auth.token` (browsers), else `Authorization: Bearer`. */
function tokenOf(socket: RealtimeSocket): string | null {
  const auth: unknown = socket.handshake.auth;
  if (auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string') {
    return auth.token;
  }
  return bearerTokenOf(socket.handshake.headers.authorization) ?? null;
}

/**
 * When a verified token stops being accepted, in milliseconds: its `exp` plus the clock tolerance
 * the handshake grants. Closing any earlier would let the client reconnect with the same token,
 * be accepted again and be closed again at once, in a loop, until the tolerance runs out.
 */
function refusedFrom(token: string): number {
  const { exp } = jwt.decode(token) as { exp: number };
  return (exp + CLOCK_TOLERANCE_SECONDS) * 1000;
}

/**
 * Closes the socket once its access token is no longer accepted, so a signed-out or deleted member
 * does not keep receiving events on an old token. The web client then reconnects with its current
 * token; the handshake refuses an expired one and the client refreshes it first.
 */
export function closeOnExpiry(socket: RealtimeSocket): void {
  const timer = setTimeout(
    () => socket.disconnect(true),
    Math.max(0, socket.data.expiresAt - Date.now()),
  );
  socket.once('disconnect', () => clearTimeout(timer));
}

/** The error a refused client sees in `connect_error` (message and data.code). */
export function unauthorizedError(): ExtendedError {
  const error: ExtendedError = new Error('unauthorized');
  error.data = { code: 'UNAUTHENTICATED' };
  return error;
}

/**
 * Namespace middleware: a socket connects only with a live access token (signature, HS256,
 * expiry, issuer, audience, and a session that has not ended: the same check as /graphql). The
 * member and session are kept on the socket (an ended session's sockets are closed through its
 * rooms); the client reconnects with a fresh token after a refresh.
 */
export function socketAuth(config: Pick<Config, 'jwtSecret'>, db: Database) {
  return (socket: RealtimeSocket, next: (err?: ExtendedError) => void) => {
    const token = tokenOf(socket);
    if (!token) {
      next(unauthorizedError());
      return;
    }
    liveAccessClaims({ config, db }, token).then(
      (claims) => {
        if (!claims) {
          next(unauthorizedError());
          return;
        }
        socket.data.userId = claims.userId;
        socket.data.sessionId = claims.sessionId;
        socket.data.expiresAt = refusedFrom(token);
        next();
      },
      // The database could not answer: refuse rather than let an unchecked token in.
      () => next(unauthorizedError()),
    );
  };
}
