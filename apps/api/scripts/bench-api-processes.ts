// The two servers `npm run bench:api` measures, each in a child process of its own (so each gets
// a core): the real app (the built dist/main.js, as `npm start` runs it) and the floor.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stopChild } from './stop-child.js';
import { procStatCpuMs } from '../src/lib/proc-stat.js';
import { APP_NODE_FLAGS } from '../src/process-flags.js';

/** The line the floor announces its port with. */
export const FLOOR_READY = 'FLOOR_READY';

export interface BenchProcess {
  url: string;
  /** The app's Prometheus listener, when started with METRICS_PORT (--heap). */
  metricsUrl?: string;
  pid: number;
  /** Milliseconds from spawn until the server answered (the app: /readyz 200). */
  startMs: number;
  stop(): Promise<void>;
}

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export const cpuMsOf = (pid: number): number => procStatCpuMs(`/proc/${pid}/stat`);

/** V8 heap used and total and external memory, in MB, from the app's /metrics. */
export async function heapOf(metricsUrl: string): Promise<string> {
  const text = await (await fetch(metricsUrl)).text();
  const mb = (name: string) =>
    (Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024).toFixed(0);
  return `heap used ${mb('nodejs_heap_size_used_bytes')} MB of ${mb('nodejs_heap_size_total_bytes')} MB, external ${mb('nodejs_external_memory_bytes')} MB`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const stopper = (child: ChildProcess) => () => stopChild(child);

/**
 * Starts the built app in production mode on a free port, logging at info to /dev/null (pino's
 * per-request line is part of what a request costs), and waits for /readyz. It has the flags
 * `npm start` gives the app; `nodeArgs` adds options such as --cpu-prof.
 */
export async function startApp(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  withMetrics = false,
): Promise<BenchProcess> {
  const port = await freePort();
  const metricsPort = withMetrics ? await freePort() : undefined;
  const started = performance.now();
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, ...nodeArgs, 'dist/main.js'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DEMO_SEED: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      SHUTDOWN_DELAY_SECONDS: '0',
      WEB_DIST_DIR: '/nonexistent-squadup-web-dist',
      ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    metricsUrl: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : undefined,
    pid: child.pid!,
    startMs: performance.now() - started,
    stop: stopper(child),
  };
}

/** Starts the floor (bench-api-floor.ts, from source through tsx) and waits for its port. */
export async function startFloor(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  const script = fileURLToPath(new URL('./bench-api-floor.ts', import.meta.url));
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith(FLOOR_READY)) resolve(Number(line.slice(FLOOR_READY.length)));
    });
    child.once('exit', (code) => reject(new Error(`the floor exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    startMs: performance.now() - started,
    stop: stopper(child),
  };
}
