// How the load scripts talk to the server children they start (bench-chat-server.ts, the app;
// bench-chat-relay.ts, the bare socket.io floor): a READY line on stdout, then `stats` requests
// on stdin answered with a STATS line; closing stdin stops the child.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

/** The line prefix a child announces itself with (other output may precede it). */
export const READY = 'BENCH_READY';
/** The line prefix of its answer to `stats` on stdin: ServerStats as JSON. */
export const STATS = 'BENCH_STATS';

/** What a child reports about its own process. */
export interface ServerStats {
  memory: NodeJS.MemoryUsage;
  /** process.cpuUsage(): user and system CPU time since the process started, in microseconds. */
  cpu: NodeJS.CpuUsage;
  /**
   * How late the process's event loop ran timers since the previous `stats` request, in ms: a
   * stall of the process itself (a long task, a garbage collection pause, the machine taking its
   * core away) shows here, where a wait for the database does not.
   */
  loopDelayMs?: { p99: number; max: number };
  /**
   * The embedded database's thread: its CPU time since it started (ms), part of `cpu` above, read
   * at the same moment.
   */
  databaseThreadCpuMs?: number;
}

/**
 * In the child: answers each `stats` line on stdin (when its event loop gets to it), `more` adding
 * what only this child can tell, and calls `stop` once the parent closes stdin.
 */
export function answerStats(stop: () => void, more: () => Partial<ServerStats> = () => ({})): void {
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  createInterface({ input: process.stdin })
    .on('line', (line) => {
      if (line !== 'stats') return;
      const stats: ServerStats = {
        memory: process.memoryUsage(),
        cpu: process.cpuUsage(),
        ...more(),
        loopDelayMs: { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 },
      };
      loopDelay.reset();
      process.stdout.write(`${STATS} ${JSON.stringify(stats)}\n`);
    })
    .on('close', stop);
}
