// Reading a scrape back: Prometheus' text format, parsed just enough for assertions.
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../app.js';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A test app with the metrics listener on a free loopback port. */
export const metricsApp = (env: Record<string, string> = {}): Promise<TestApp> =>
  startTestApp({ env: { METRICS_PORT: '0', ...env } });

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseScrape(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = LINE.exec(line) ?? [];
      if (!name || value === undefined) throw new Error(`Not a sample line: ${line}`);
      return {
        name,
        labels: Object.fromEntries([...labels.matchAll(LABEL)].map(([, k, v]) => [k!, v!])),
        value: Number(value),
      };
    });
}

/** GETs the app's metrics URL. */
export async function scrape(app: TestApp): Promise<{ text: string; samples: Sample[] }> {
  const res = await fetch(app.metricsUrl!);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, samples: parseScrape(text) };
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there are none). */
export const sumOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((total, s) => total + s.value, 0);

export const labelValues = (samples: Sample[], name: string, label: string): Set<string> =>
  new Set(samples.filter((s) => s.name === name).map((s) => s.labels[label] ?? ''));

/** Scrapes until `done` holds (a gauge that follows something asynchronous), for up to 5 s. */
export async function waitForScrape(
  app: TestApp,
  done: (samples: Sample[]) => boolean,
  what: string,
): Promise<{ text: string; samples: Sample[] }> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const scraped = await scrape(app);
    if (done(scraped.samples)) return scraped;
    if (Date.now() > deadline) throw new Error(`Waited 5 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const listeningServers = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'TCPServerWrap').length;

/** Listening TCP servers in this process, once servers closed just before are gone. */
export async function serverCount(): Promise<number> {
  let last = listeningServers();
  for (let i = 0; i < 50; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = listeningServers();
    if (now === last) return now;
    last = now;
  }
  return last;
}
