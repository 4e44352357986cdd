import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { procStatCpuMs } from '../../lib/proc-stat.js';
import type { EmbeddedWorkerData, FromWorker, ToWorker } from './messages.js';
import { errorReply } from './protocol.js';

// The port only names the socket file (<dir>/.s.PGSQL.<port>, libpq's convention): the directory is
// private to this process, so any number works.
const SOCKET_PORT = 5432;
/** How long close() waits for PGlite to close cleanly before ending the thread. */
const CLOSE_WAIT_MS = 10_000;

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The thread's entry. The tsup bundle ships it as dist/db-worker.js beside the chunk this module is
 * bundled into. From source (tsx, vitest) a small script registers tsx's loader in the thread
 * first: `--import tsx` in a Worker's execArgv comes too late for its main module on Node 20.
 */
function workerEntry(): { entry: string; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { entry: join(here, 'db-worker.js'), eval: false };
  // tsx's package map gives require() a CommonJS build; the ES module build sits beside it.
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const worker = pathToFileURL(join(here, 'worker.ts')).href;
  const script = `import(${JSON.stringify(pathToFileURL(api).href)}).then(({ register }) => {
    register();
    return import(${JSON.stringify(worker)});
  });`;
  return { entry: script, eval: true };
}

interface EmbeddedThreadOptions {
  dataDir: string;
  loadDataDir?: Blob;
  /** Hears the thread die unexpectedly (PGlite failed, out of memory). */
  onCrash?: (error: Error) => void;
}

export interface EmbeddedThread {
  /** node-postgres's connection string for the thread's socket. */
  connectionString: string;
  /** The thread's unexpected end, once it happened. */
  failure(): Error | null;
  /** Closes PGlite cleanly, ends the thread, removes the socket's directory. Idempotent. */
  close(): Promise<void>;
  /** Ends the thread at once, as a crash would (PGlite is not closed): what the tests crash. */
  kill(): Promise<void>;
  /**
   * The thread's CPU time so far (user + system, ms), read from /proc: the database's share of
   * the process's CPU. Undefined where /proc does not tell it, or once the thread has ended.
   */
  cpuMs(): number | undefined;
}

function threadCpuMs(tid: number | undefined): number | undefined {
  if (tid === undefined) return undefined;
  try {
    return procStatCpuMs(`/proc/self/task/${tid}/stat`);
  } catch {
    return undefined;
  }
}

/**
 * Where the thread was, a stand-in answers every connection as a PostgreSQL server that cannot
 * take one (57P03, cannot_connect_now): queries fail as unavailable (db/errors.ts) rather than
 * with a missing socket file, which reads like any other missing file.
 */
async function refuseConnections(socketPath: string): Promise<Server> {
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () =>
      socket.end(errorReply('57P03', 'the embedded database stopped; restart the app')),
    );
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return server;
}

function connectionStringFor(socketDir: string): string {
  const params = new URLSearchParams({ host: socketDir, port: String(SOCKET_PORT) });
  return `postgresql://postgres@localhost/postgres?${params.toString()}`;
}

/** Starts PGlite on a thread of its own, serving the PostgreSQL protocol on a private Unix socket. */
export async function startEmbeddedThread(options: EmbeddedThreadOptions): Promise<EmbeddedThread> {
  const socketDir = await mkdtemp(join(tmpdir(), 'squadup-db-'));
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const workerData: EmbeddedWorkerData = {
    dataDir: options.dataDir,
    socketPath,
    loadDataDir: options.loadDataDir
      ? new Uint8Array(await options.loadDataDir.arrayBuffer())
      : undefined,
  };
  const { entry, eval: isScript } = workerEntry();
  const worker = new Worker(entry, { workerData, eval: isScript, execArgv: [] });
  let failure: Error | null = null;
  let closing: Promise<void> | null = null;
  let standIn: Server | null = null;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  let tid: number | undefined;

  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: FromWorker) => {
        if (message.type !== 'ready') return;
        tid = message.tid;
        resolve();
      });
      worker.once('error', reject);
      void exited.then((code) =>
        reject(new Error(`The embedded database thread exited at start (code ${code})`)),
      );
    });
  } catch (error) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }

  let refusing: Promise<void> | null = null;
  const crashed = (error: Error) => {
    if (closing || failure) return;
    failure = error;
    options.onCrash?.(error);
    refusing = refuseConnections(socketPath).then((server) => {
      standIn = server;
    });
  };
  worker.on('error', crashed);
  const died = exited.then((code) => {
    crashed(new Error(`The embedded database thread exited unexpectedly (code ${code})`));
  });
  // The pool's sockets keep the process alive while it uses the database; the thread need not.
  worker.unref();

  async function close() {
    await refusing;
    if (!failure) {
      // Held again while PGlite closes: once the pool has ended nothing else may keep the process
      // alive, and a script awaiting close() would exit before its files are synced.
      worker.ref();
      worker.postMessage({ type: 'close' } satisfies ToWorker);
      const waited = await Promise.race([
        exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS, false).unref()),
      ]);
      if (!waited) await worker.terminate();
    }
    const server = standIn;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketDir, { recursive: true, force: true });
  }

  return {
    connectionString: connectionStringFor(socketDir),
    failure: () => failure,
    close: () => (closing ??= close()),
    cpuMs: () => (failure || closing ? undefined : threadCpuMs(tid)),
    kill: async () => {
      await worker.terminate();
      await died;
      await refusing;
    },
  };
}
