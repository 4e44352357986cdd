// Server children for the load scripts, so the server and the clients each get a core and the
// server's memory and CPU are its own: the app from source (bench-chat-server.ts) or the bare
// socket.io relay that is bench:chat's floor (bench-chat-relay.ts), and the sticky proxy in front of
// several app instances (bench-chat-proxy.ts).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { READY, STATS, type ServerStats } from './bench-chat-protocol.js';
import type { BenchMember } from './bench-chat-seed.js';
import { APP_NODE_FLAGS } from '../src/process-flags.js';

export interface LocalServer {
  url: string;
  members: BenchMember[];
  /** The app's database name on PostgreSQL (its backends' CPU is read from /proc). */
  database?: string;
  /** The child's memory and CPU time (asked over stdin; answered when its loop is free). */
  stats(): Promise<ServerStats>;
  /** The server process's memory, in bytes. */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

export interface ChildOptions {
  /** Extra node flags for the child (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Squad mode: members in groups of this size, one chat each, in place of pairs. */
  squadSize?: number;
  /** Extra environment for the child (an instance of several: its database, Redis, secret). */
  env?: Record<string, string>;
}

/**
 * Starts the app seeded with `count` paired members: on an in-memory PGlite, or with DATABASE_URL
 * on a throwaway database on that server, dropped when it stops. Its process has the flags
 * `npm start` gives the app's.
 */
export function startLocalServer(
  count: number,
  print: (line: string) => void,
  options: ChildOptions = {},
): Promise<LocalServer> {
  const nodeArgs = [...APP_NODE_FLAGS, ...(options.nodeArgs ?? [])];
  return startChild('./bench-chat-server.ts', count, print, { ...options, nodeArgs });
}

/**
 * Starts the sticky proxy (bench-chat-proxy.ts) in front of `upstreams`; `route` names the
 * upstream (an index) of each member's socket.
 */
export function startProxy(
  upstreams: string[],
  route: Record<string, number>,
  print: (line: string) => void,
): Promise<LocalServer> {
  return startChild('./bench-chat-proxy.ts', 0, print, {
    setup: `${JSON.stringify({ upstreams, route })}\n`,
  });
}

/** Starts the bare socket.io relay (the floor) with `count` paired (or squad) members. */
export function startRelay(
  count: number,
  print: (line: string) => void,
  options: ChildOptions = {},
): Promise<LocalServer> {
  return startChild('./bench-chat-relay.ts', count, print, options);
}

async function startChild(
  relativeScript: string,
  count: number,
  print: (line: string) => void,
  { nodeArgs = [], squadSize, env, setup }: ChildOptions & { setup?: string },
): Promise<LocalServer> {
  const script = fileURLToPath(new URL(relativeScript, import.meta.url));
  const sizeArg = squadSize ? [String(squadSize)] : [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, ...process.execArgv, script, String(count), ...sizeArg],
    { stdio: ['pipe', 'pipe', 'inherit'], env: env ? { ...process.env, ...env } : process.env },
  );
  if (setup) child.stdin.write(setup);
  const lines = createInterface({ input: child.stdout });
  let ready: string | undefined;
  const waiting: ((stats: ServerStats) => void)[] = [];
  await new Promise<void>((resolve) => {
    lines.on('line', (line) => {
      if (!ready && line.startsWith(READY)) {
        ready = line.slice(READY.length);
        resolve();
      } else if (line.startsWith(STATS)) {
        waiting.shift()?.(JSON.parse(line.slice(STATS.length)) as ServerStats);
      } else print(`server: ${line}`);
    });
    lines.on('close', () => resolve());
  });
  if (!ready) throw new Error(`${relativeScript} exited before it was ready`);
  const { url, members, database } = JSON.parse(ready) as {
    url: string;
    members: BenchMember[];
    database?: string;
  };
  const stats = () =>
    new Promise<ServerStats>((resolve) => {
      waiting.push(resolve);
      child.stdin.write('stats\n');
    });
  return {
    url,
    members,
    database,
    stats,
    memory: async () => (await stats()).memory,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
