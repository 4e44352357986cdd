// The real server as a child process (`node --import tsx src/main.ts`), as the fault tests need
// it: something PostgreSQL can be restarted under, that can be killed with SIGKILL or sent SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPackageDir } from '../../src/lib/paths.js';
import { freePort } from '../../test/ports.js';
import { send } from './http.js';

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly label: string;
  readonly pid: number;
  readonly port: number;
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Resolves when the process has exited (never rejects). */
  readonly exited: Promise<ExitStatus>;
  /** Null while the process runs. */
  exitStatus(): ExitStatus | null;
  /** The last lines the process wrote (stdout and stderr), each cut to `width`, for failure messages. */
  output(lines?: number, width?: number): string;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<ExitStatus>;
}

/** What every fault-test server runs with; tests add DATA_DIR, DATABASE_URL, DEMO_SEED ... */
const BASE_ENV = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  // Sign-ups are the write load: a cheap hash and no per-IP sign-up limit.
  TEST_BCRYPT_COST: '4',
  AUTH_RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
  DEMO_SEED: 'off',
  // No built web app: nothing but the API answers.
  WEB_DIST_DIR: '/nonexistent-squadup-web-dist',
};

const OUTPUT_LINES_KEPT = 400;
const started = new Set<ChildProcess>();

/** A new empty directory for DATA_DIR; removed by the returned function. */
export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'squadup-fault-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Starts `src/main.ts` with BASE_ENV plus `env` (and PATH only from this process). */
export async function spawnServer(options: {
  env: Record<string, string>;
  label?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const label = options.label ?? 'server';
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'main.ts')], {
    cwd: apiPackageDir,
    env: { PATH: process.env.PATH, ...BASE_ENV, ...options.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line) lines.push(line);
    }
    if (lines.length > OUTPUT_LINES_KEPT) lines.splice(0, lines.length - OUTPUT_LINES_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let status: ExitStatus | null = null;
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once('exit', (code, signal) => {
      status = { code, signal };
      started.delete(child);
      resolve(status);
    });
  });
  if (child.pid === undefined) throw new Error(`${label} did not start`);
  const pid = child.pid;

  const signal = (name: NodeJS.Signals) => {
    if (status === null) process.kill(pid, name);
  };
  return {
    label,
    pid,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    exitStatus: () => status,
    output: (count = 40, width = 400) =>
      lines
        .slice(-count)
        .map((line) => (line.length > width ? `${line.slice(0, width)} …` : line))
        .join('\n'),
    signal,
    async stop(graceMs = 20_000) {
      if (status) return status;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export const describeExit = (status: ExitStatus) =>
  status.signal ? `killed by ${status.signal}` : `exit code ${status.code}`;

/**
 * Polls GET /readyz (every 100 ms, each try bounded) until it answers 200; rejects when `timeoutMs`
 * passes or the process exits first, with its last output. Resolves with the milliseconds waited.
 */
export async function waitReady(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const since = Date.now();
  for (;;) {
    const exit = server.exitStatus();
    if (exit) {
      throw new Error(
        `${server.label} exited (${describeExit(exit)}) before /readyz answered 200. Last output:\n${server.output()}`,
      );
    }
    const outcome = await send(server.url, { path: '/readyz', timeoutMs: 2_000 });
    if (outcome.kind === 'answer' && outcome.status === 200) return Date.now() - since;
    if (Date.now() - since > timeoutMs) {
      throw new Error(
        `${server.label}: /readyz did not answer 200 within ${timeoutMs} ms. Last output:\n${server.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGKILLs every server this file started that still runs (afterEach/afterAll safety net). */
export async function killStartedServers(): Promise<void> {
  const running = [...started];
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
