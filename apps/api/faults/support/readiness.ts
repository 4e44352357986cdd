// GET /readyz sampled on its own keep-alive connection, every answer (or transport error) kept
// with its time, so a test can ask what /readyz said during a window.
import { Agent } from 'node:http';
import { send } from './http.js';
import { sleep } from './load.js';

export interface ReadinessSample {
  /** Date.now() when the answer (or error) arrived. */
  at: number;
  /** The HTTP status, or the transport error's code (ECONNREFUSED, ECONNRESET, TIMEOUT ...). */
  result: number | string;
  /** Sent on a kept-alive connection that had carried an earlier request. */
  reusedSocket: boolean;
}

export interface ReadinessSampler {
  samples: ReadinessSample[];
  /** The samples that arrived in [from, to]. */
  between(from: number, to: number): ReadinessSample[];
  stop(): Promise<void>;
}

export function sampleReadiness(baseUrl: string, intervalMs = 50): ReadinessSampler {
  const samples: ReadinessSample[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let running = true;
  const loop = (async () => {
    while (running) {
      const outcome = await send(baseUrl, { path: '/readyz', agent, timeoutMs: 5_000 });
      samples.push({
        at: Date.now(),
        result: outcome.kind === 'answer' ? outcome.status : outcome.code,
        reusedSocket: outcome.reusedSocket,
      });
      if (running) await sleep(intervalMs);
    }
  })();
  return {
    samples,
    between: (from, to) => samples.filter((sample) => sample.at >= from && sample.at <= to),
    async stop() {
      running = false;
      await loop;
      agent.destroy();
    },
  };
}

/** "200 ×12, 503 ×3" */
export function tally(samples: ReadinessSample[]): string {
  const counts = new Map<number | string, number>();
  for (const sample of samples) counts.set(sample.result, (counts.get(sample.result) ?? 0) + 1);
  return [...counts].map(([result, n]) => `${result} ×${n}`).join(', ') || 'no samples';
}
