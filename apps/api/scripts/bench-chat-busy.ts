// `npm run bench:chat -- --busy`: a CPU hog beside the whole run, as a machine shared with other
// jobs is (the "busy" rows of the chat tables): `stress-ng --cpu N` when it is installed, else N node
// children spinning. Stopped at the end of the run. And the load average, printed beside every
// row and table, since a figure taken on a shared machine means little without it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { stopChild } from './stop-child.js';

/** The 1, 5 and 15 minute load averages, as printed: "1.23 0.98 0.75". */
export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The 1 minute load average. */
export const loadNow = (): number => loadavg()[0]!;

export interface Hog {
  /** What runs, for the output: "stress-ng --cpu 2". */
  label: string;
  stop(): Promise<void>;
}

const SPIN = 'for (;;) {}';

/** Starts a hog of `workers` busy CPU workers (the machine's cores by default). */
export function startHog(workers = availableParallelism()): Hog {
  const stressNg = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0;
  const children: ChildProcess[] = stressNg
    ? [spawn('stress-ng', ['--cpu', String(workers), '--quiet'], { stdio: 'ignore' })]
    : Array.from({ length: workers }, () =>
        spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' }),
      );
  return {
    label: stressNg ? `stress-ng --cpu ${workers}` : `${workers} node busy loops`,
    stop: () => Promise.all(children.map(stopChild)).then(() => undefined),
  };
}
