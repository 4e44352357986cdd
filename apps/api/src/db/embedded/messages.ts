/** What the app hands the database thread at start (worker.ts). */
export interface EmbeddedWorkerData {
  /** PGlite's data directory, or 'memory://'. */
  dataDir: string;
  /** A dumpDataDir() tarball to start from. */
  loadDataDir?: Uint8Array;
  /** The Unix socket to serve on: <private dir>/.s.PGSQL.<port>. */
  socketPath: string;
}

export type ToWorker = { type: 'close' };
export type FromWorker =
  /** `tid`: the thread's Linux id (/proc/self/task/<tid>), where /proc tells it. */
  { type: 'ready'; tid?: number } | { type: 'closed' };
