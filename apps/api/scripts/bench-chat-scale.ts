// `npm run bench:chat -- --instances N` (and `--scale 1,2,3`): N app instances (bench-chat-server.ts
// children) over ONE throwaway PostgreSQL database, created, migrated and seeded here once, joined
// by the Redis adapter (REDIS_URL), behind the sticky proxy (bench-chat-proxy.ts), as production
// runs several instances (docs/realtime.md, "Several instances"). The members of each chat are
// spread over the instances (member i of the run on instance i mod N), so with N > 1 every message
// crosses Redis. The target's stats are the instances' summed: their CPU per message is the app's.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import type { LoadTarget } from './bench-chat-load.js';
import type { ServerStats } from './bench-chat-protocol.js';
import { seedBenchMembers } from './bench-chat-seed.js';
import { seedBenchSquads } from './bench-chat-seed-squads.js';
import { startLocalServer, startProxy, type LocalServer } from './local-server.js';
import { createServerDatabase } from './throwaway-db.js';

export interface ScaledTarget extends LoadTarget {
  /** The shared database's name (its backends' CPU is read from /proc). */
  database: string;
  /** The proxy's CPU time, ms, between the target's first and last stats reads. */
  proxyCpuMs(): number | undefined;
  stop(): Promise<void>;
}

/** Why `--instances` cannot run here, or null: it needs a PostgreSQL server and Redis. */
export function scaleRefusal(env: NodeJS.ProcessEnv): string | null {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !env[name]);
  if (env.BENCH_URL) return '--instances starts its own instances: unset BENCH_URL';
  if (missing.length === 0) return null;
  return (
    `--instances needs ${missing.join(' and ')}: several instances share one PostgreSQL database ` +
    `(PGlite is in-process) and reach each other through Redis, e.g. ` +
    `DATABASE_URL=postgres://squadup:squadup@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6390 ` +
    `(redis-server --port 6390 --save '' --daemonize yes)`
  );
}

const sum = (all: ServerStats[]): ServerStats => ({
  memory: {
    ...all[0]!.memory,
    rss: all.reduce((total, s) => total + s.memory.rss, 0),
  },
  cpu: {
    user: all.reduce((total, s) => total + s.cpu.user, 0),
    system: all.reduce((total, s) => total + s.cpu.system, 0),
  },
});

export async function startInstances(
  instances: number,
  clients: number,
  squadSize: number | undefined,
  send: LoadTarget['send'],
  print: (line: string) => void,
): Promise<ScaledTarget> {
  const serverUrl = process.env.DATABASE_URL!;
  const redisUrl = process.env.REDIS_URL!;
  const secret = randomBytes(32).toString('base64url');
  const server = await createServerDatabase(serverUrl, 'squadup_bench');
  const children: LocalServer[] = [];
  const stopAll = async () => {
    // The proxy (last) first, then the instances, then the database they shared.
    for (const child of children.reverse()) await child.stop();
    await server.drop();
  };
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: server.url,
      JWT_SECRET: secret,
      ACCESS_TOKEN_TTL_SECONDS: '86400',
    });
    const database = await openDatabase(config);
    await database.migrate();
    const members = squadSize
      ? await seedBenchSquads(database.db, config, clients / squadSize, squadSize)
      : await seedBenchMembers(database.db, config, clients);
    await database.close();
    const env = {
      DATABASE_URL: server.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: secret,
      BENCH_ATTACH: '1',
    };
    const apps = await Promise.all(
      Array.from({ length: instances }, () => startLocalServer(0, print, { env })),
    );
    children.push(...apps);
    const route = Object.fromEntries(members.map((m, i) => [m.id, i % instances]));
    const proxy = await startProxy(
      apps.map((app) => app.url),
      route,
      print,
    );
    children.push(proxy);
    const proxyMarks: ServerStats[] = [];
    return {
      url: proxy.url,
      members,
      database: new URL(server.url).pathname.slice(1),
      send,
      stats: async () => {
        const [proxied, ...own] = await Promise.all([
          proxy.stats(),
          ...apps.map((app) => app.stats()),
        ]);
        proxyMarks.push(proxied);
        return sum(own);
      },
      proxyCpuMs: () => {
        const first = proxyMarks[0];
        const last = proxyMarks.at(-1);
        if (!first || !last || first === last) return undefined;
        return (last.cpu.user + last.cpu.system - first.cpu.user - first.cpu.system) / 1000;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
