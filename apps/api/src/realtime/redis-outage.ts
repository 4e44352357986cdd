import type { Logger } from '../lib/logger.js';

/** The part of a node-redis v4 client an outage watch needs. */
export interface WatchedClient {
  readonly isReady: boolean;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

export interface OutageWatchDeps {
  log: Logger;
  /** False before start-up succeeded (connect() reports then) and after close(). */
  running: () => boolean;
  /** Runs once Redis is back after a loss; answers how many sockets were asked to reconnect. */
  onRestored: () => number;
  /** Runs when a loss begins (the first error of an outage). */
  onLost?: () => void;
}

export interface OutageWatch {
  /** A command the adapter sent without awaiting it failed (a publish, mostly). */
  commandFailed(error: unknown): void;
}

/**
 * Follows the adapter's two clients through Redis outages. The first error of an outage is logged
 * at warn, not one per retry. Once BOTH clients are ready again, `onRestored` runs: node-redis
 * emits the subscriber's 'ready' only after it has subscribed again, so from then on this instance
 * hears every publish, and what it missed before is made up for by the clients' reconnects.
 */
export function watchOutages(
  clients: readonly WatchedClient[],
  { log, running, onRestored, onLost }: OutageWatchDeps,
): OutageWatch {
  let lostAt: number | null = null;
  let unsent = 0;

  for (const client of clients) {
    client.on('error', (error) => {
      if (!running() || lostAt !== null) return;
      // node-redis marks a client not ready before it reports a connection error.
      if (client.isReady) {
        log.error({ err: error }, 'realtime: Redis error');
        return;
      }
      lostAt = Date.now();
      onLost?.();
      log.warn(
        { err: error },
        "realtime: Redis connection lost; until it is back, events reach only this instance's sockets",
      );
    });
    client.on('ready', () => {
      if (lostAt === null || !running() || !clients.every((c) => c.isReady)) return;
      const seconds = ((Date.now() - lostAt) / 1000).toFixed(1);
      const notSent = unsent;
      lostAt = null;
      unsent = 0;
      const sockets = onRestored();
      log.warn(
        `realtime: Redis connection restored after ${seconds} s (${notSent} publishes failed ` +
          `meanwhile): ${sockets} sockets asked to reconnect`,
      );
    });
  }

  return {
    commandFailed(error) {
      if (lostAt !== null) unsent += 1;
      else if (running()) log.warn({ err: error }, 'realtime: a Redis command failed');
    },
  };
}
