// The embedded database's thread (docs/decisions/0042): PGlite runs its statements synchronously
// in WebAssembly, so here they block this thread, never the app's event loop. The app talks to it
// over a Unix socket with node-postgres, exactly as it talks to PostgreSQL.
import { mkdirSync, readlinkSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './extensions.js';
import { serveSession } from './serve.js';
import type { EmbeddedWorkerData, FromWorker, ToWorker } from './messages.js';

const data = workerData as EmbeddedWorkerData;
const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

if (!data.dataDir.startsWith('memory://')) mkdirSync(data.dataDir, { recursive: true });
const pglite = await PGlite.create({
  dataDir: data.dataDir,
  extensions: pgliteExtensions,
  loadDataDir: data.loadDataDir ? new Blob([data.loadDataDir]) : undefined,
});
const server = await serveSession(pglite, data.socketPath, (error) => {
  // PGlite failed mid-statement: its session is in an unknown state. Ending the thread is the
  // honest answer; the app sees the database gone (client.ts) as it would see PostgreSQL crash.
  setImmediate(() => {
    throw error;
  });
});

port.on('message', (message: ToWorker) => {
  if (message.type !== 'close') return;
  void (async () => {
    await server.close();
    // Closed cleanly, a file data directory reopens consistent at the next start.
    if (!pglite.closed) await pglite.close();
    send({ type: 'closed' });
    port.close();
  })();
});
send({ type: 'ready', tid: ownThreadId() });

/** This thread's Linux id (`<pid>/task/<tid>`), for its CPU time; undefined without /proc. */
function ownThreadId(): number | undefined {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop()) || undefined;
  } catch {
    return undefined;
  }
}
