import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Logger } from '../lib/logger.js';
import { watchOutages } from './redis-outage.js';
import type { RealtimeServer } from './rooms.js';

export interface RedisLink {
  close(): Promise<void>;
}

export interface RedisAdapterOptions {
  /**
   * Runs when Redis is back after a loss (of any length), once this instance is subscribed again;
   * answers how many sockets were asked to reconnect.
   */
  onRestored: () => number;
  /** Runs when Redis is lost: until onRestored, instances may miss each other's messages. */
  onLost?: () => void;
}

const MAX_RECONNECT_DELAY_MS = 3000;

/** Commands the adapter sends without awaiting them: it publishes on every emit. */
const UNAWAITED = new Set(['publish', 'subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe']);

/** host:port only: a Redis URL may carry a password. */
const hostOf = (url: string) => new URL(url).host;

/**
 * The client as the adapter sees it: a command it does not await reports its failure to
 * `onFailure` instead of becoming an unhandled rejection (which would end the process). Every
 * method is called on the client itself: node-redis keeps its state in private fields.
 */
function catchingUnawaited<T extends object>(client: T, onFailure: (error: unknown) => void): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (typeof property !== 'string' || !UNAWAITED.has(property)) return method;
      return (...args: unknown[]) => {
        const result = method(...args);
        if (result instanceof Promise) result.catch(onFailure);
        return result;
      };
    },
  });
}

/**
 * Puts socket.io on the Redis adapter (REDIS_URL): room emits and serverSideEmit reach every
 * instance. Startup fails fast when Redis does not answer (an instance that silently works alone
 * would lose messages for members on other instances). Once up, the clients reconnect by
 * themselves; an outage is logged once, and `onRestored` runs when Redis is back (see
 * docs/decisions/0015-redis-outage-resync.md).
 */
export async function attachRedisAdapter(
  io: RealtimeServer,
  url: string,
  log: Logger,
  { onRestored, onLost }: RedisAdapterOptions,
): Promise<RedisLink> {
  let started = false;
  const pubClient = createClient({
    url,
    // While Redis is unreachable a command fails at once. Queued, a publish would be replayed on
    // reconnect, possibly before the other instances have subscribed again, and lost unseen.
    disableOfflineQueue: true,
    socket: {
      reconnectStrategy: (retries: number) =>
        started
          ? Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS)
          : new Error(`Redis at ${hostOf(url)} does not answer`),
    },
  });
  const subClient = pubClient.duplicate();
  // Listens from the start: node-redis throws an 'error' event that nobody listens to.
  const outages = watchOutages([pubClient, subClient], {
    log,
    running: () => started,
    onRestored,
    onLost,
  });
  try {
    await Promise.all([pubClient.connect(), subClient.connect()]);
  } catch (error) {
    await Promise.allSettled([pubClient.disconnect(), subClient.disconnect()]);
    throw error;
  }
  started = true;
  const failed = (error: unknown) => outages.commandFailed(error);
  io.adapter(
    createAdapter(catchingUnawaited(pubClient, failed), catchingUnawaited(subClient, failed)),
  );
  log.info(`socket.io uses the Redis adapter (${hostOf(url)})`);

  return {
    async close() {
      started = false;
      // QUIT waits for Redis to answer: a client still reconnecting is dropped instead.
      const open = [pubClient, subClient].filter((client) => client.isOpen);
      await Promise.allSettled(
        open.map((client) => (client.isReady ? client.quit() : client.disconnect())),
      );
    },
  };
}
