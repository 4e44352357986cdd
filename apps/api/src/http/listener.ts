import type { Server } from 'node:http';

// How an HTTP server of ours takes connections (docs/decisions/0044-listen-backlog-and-keep-alive.md).
// The app listens this way, and so do the bench's relay and proxy, so the floor is served alike.

/**
 * Connections the kernel holds for the event loop to accept (capped by net.core.somaxconn). Node's
 * 511 overflowed when a thousand polling clients opened connections faster than a busy loop took
 * them: the kernel dropped the handshakes and each client waited a 1 s (then 3 s) retransmission.
 */
export const LISTEN_BACKLOG = 4096;

/**
 * Longer than the idle timeout of the proxies an operator puts in front (nginx and cloud load
 * balancers: 60 s), and than a member's pause between sends: at Node's 5 s a client reusing an
 * idle connection raced its close and lost the request.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Keeps idle connections open KEEP_ALIVE_TIMEOUT_MS (headers may take a second longer). */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
