// A fixed request rate, evenly paced. autocannon's `overallRate` lets each connection send its
// share at the start of every second, so "200 requests/s" arrives as one burst of 200 and its
// p99 measures how long that burst queues (the bare floor's p99 was 100-500 ms that way), not
// how the server answers a steady 200 a second. Here request i leaves at start + i / rate
// whatever answers are pending (an open loop, as real clients arrive), and its latency counts
// from that moment, so a server that falls behind shows it.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './local-server.js';

/** An answer slower than this counts as failed. */
const TIMEOUT_MS = 10_000;

export interface PacedResult {
  p50: number;
  p99: number;
  answered: number;
  failed: number;
  sent: number;
}

export async function pacedLoad(
  url: string,
  headers: Record<string, string>,
  body: string,
  rate: number,
  durationSeconds: number,
): Promise<PacedResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const payload = Buffer.from(body);
  const send = () =>
    new Promise<boolean>((resolve) => {
      const request = http.request(
        {
          agent,
          method: 'POST',
          hostname: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: { ...headers, 'content-length': String(payload.length) },
          timeout: TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode === 200));
          response.on('error', () => resolve(false));
        },
      );
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(false));
      request.end(payload);
    });

  const total = Math.round(rate * durationSeconds);
  const intervalMs = 1000 / rate;
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + i * intervalMs;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    pending.push(
      send().then((ok) => {
        if (ok) latencies.push(performance.now() - due);
        else failed += 1;
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    answered: latencies.length,
    failed,
    sent: total,
  };
}
