import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './ports.js';

export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** SIGKILL, as a crash would: no goodbye to clients; resolves once the process is gone. */
  kill(): Promise<void>;
  /** A new redis-server on the same port (empty: nothing is persisted); resolves once it is ready. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const READY_TIMEOUT_MS = 10_000;

/**
 * A throwaway redis-server on loopback: no persistence, no config file, killed by stop(). `.ci/run`
 * installs the Debian package; a missing binary fails the set-up with a clear message.
 */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child = await spawnRedis(port);
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => end('SIGKILL'),
    async restart() {
      await end('SIGKILL');
      child = await spawnRedis(port);
    },
    stop: () => end('SIGTERM'),
  };
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitUntilReady(child, port);
  return child;
}

/** Resolves on redis-server's "Ready to accept connections" line; rejects if it exits first. */
function waitUntilReady(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server on port ${port} not ready in time:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(`cannot start ${REDIS_SERVER} (apt-get install redis-server): ${error.message}`),
      );
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code} before it was ready:\n${output}`));
    });
  });
}
