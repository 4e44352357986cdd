import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Logger } from '../lib/logger.js';

export interface MetricsListener {
  /** http://<host>:<port>/metrics with the bound port (METRICS_PORT=0 picks a free one). */
  url: string;
  close(): Promise<void>;
}

/**
 * The operators' listener: GET /metrics answers the registry in Prometheus' text format, anything
 * else 404. Separate from the public server, so nothing on the public port reveals traffic,
 * errors or the process's health, and no proxy rule has to hide it.
 */
export async function listenForScrapes(
  registry: Registry,
  { port, host }: { port: number; host: string },
  log: Logger,
): Promise<MetricsListener> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'Metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${bound}/metrics`,
    close: () =>
      new Promise((resolve) => {
        // A scraper keeps its connection open between scrapes; nothing here is worth draining.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
