import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Logger } from '../lib/logger.js';
import type { RealtimeServer } from './rooms.js';

export interface RedisLink {
  close(): Promise<void>;
}

const MAX_RECONNECT_DELAY_MS = 3000;

/** host:port only: a Redis URL may carry a password. */
const hostOf = (url: string) => new URL(url).host;

/**
 * Puts socket.io on the Redis adapter (REDIS_URL): room emits and serverSideEmit reach every
 * instance. Startup fails fast when Redis does not answer (an instance that silently works alone
 * would lose messages for members on other instances); once up, the clients reconnect by
 * themselves and errors are logged, never thrown.
 */
export async function attachRedisAdapter(
  io: RealtimeServer,
  url: string,
  log: Logger,
): Promise<RedisLink> {
  let started = false;
  const pubClient = createClient({
    url,
    socket: {
      reconnectStrategy: (retries: number) =>
        started
          ? Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS)
          : new Error(`Redis at ${hostOf(url)} does not answer`),
    },
  });
  const subClient = pubClient.duplicate();
  for (const client of [pubClient, subClient]) {
    client.on('error', (error: unknown) => {
      if (started) log.error({ err: error }, 'realtime: Redis connection error');
    });
  }
  try {
    await Promise.all([pubClient.connect(), subClient.connect()]);
  } catch (error) {
    await Promise.allSettled([pubClient.disconnect(), subClient.disconnect()]);
    throw error;
  }
  started = true;
  io.adapter(createAdapter(pubClient, subClient));
  log.info(`socket.io uses the Redis adapter (${hostOf(url)})`);

  return {
    async close() {
      started = false;
      const open = [pubClient, subClient].filter((client) => client.isOpen);
      await Promise.allSettled(open.map((client) => client.quit()));
    },
  };
}
