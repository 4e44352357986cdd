// The app from source in a child process (bench-chat-server.ts) for the load scripts, so the
// server and the clients each get a core and the server's memory is its own.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MEMORY, READY, type BenchMember } from './bench-chat-seed.js';

export interface LocalServer {
  url: string;
  members: BenchMember[];
  /** The server process's memory, in bytes (asked over stdin; answered when its loop is free). */
  memory(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/** Starts the app on an in-memory PGlite seeded with `count` paired members. */
export async function startLocalServer(
  count: number,
  print: (line: string) => void,
): Promise<LocalServer> {
  const script = fileURLToPath(new URL('./bench-chat-server.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script, String(count)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  let ready: string | undefined;
  const waiting: ((usage: NodeJS.MemoryUsage) => void)[] = [];
  await new Promise<void>((resolve) => {
    lines.on('line', (line) => {
      if (!ready && line.startsWith(READY)) {
        ready = line.slice(READY.length);
        resolve();
      } else if (line.startsWith(MEMORY)) {
        waiting.shift()?.(JSON.parse(line.slice(MEMORY.length)) as NodeJS.MemoryUsage);
      } else print(`server: ${line}`);
    });
    lines.on('close', () => resolve());
  });
  if (!ready) throw new Error('the bench server exited before it was ready');
  const { url, members } = JSON.parse(ready) as { url: string; members: BenchMember[] };
  return {
    url,
    members,
    memory: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write('memory\n');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
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
