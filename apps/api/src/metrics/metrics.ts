import type { PlainMiddleware } from '../lib/plain-http.js';
import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { GraphQLObserver } from '../graphql/observer.js';
import type { Admission } from '../lib/admission.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../lib/mail.js';
import type { RealtimeServer } from '../realtime/rooms.js';
import { admissionMetrics } from './admission.js';
import { databaseMetrics } from './database.js';
import { graphqlMetrics } from './graphql.js';
import { httpMetrics, type MeteredRequest } from './http.js';
import { listenForScrapes, type MetricsListener } from './listener.js';
import { mailMetrics } from './mail.js';
import { socketMetrics } from './sockets.js';

export interface Metrics {
  /** The first middleware: times every HTTP answer. */
  http: PlainMiddleware<MeteredRequest>;
  /** Told of every GraphQL answer; empty when metrics are off. */
  graphql: GraphQLObserver[];
  /** The same mailer, counted. */
  mailer(mailer: Mailer): Mailer;
  /** Listens on METRICS_HOST:METRICS_PORT; resolves with the scrape URL, undefined when off. */
  listen(): Promise<string | undefined>;
  /** Closes the listener. Idempotent. */
  close(): Promise<void>;
}

export interface MetricsDeps {
  config: Pick<Config, 'metrics'>;
  log: Logger;
  io: RealtimeServer;
  database: DatabaseHandle;
  /** The message sends' admission gate. */
  sendAdmission: Admission;
}

// METRICS_PORT unset: nothing is measured and nothing listens.
const metricsOff: Metrics = {
  http: (_req, _res, next) => next(),
  graphql: [],
  mailer: (mailer) => mailer,
  listen: () => Promise.resolve(undefined),
  close: () => Promise.resolve(),
};

/**
 * One app's metrics in a registry of its own (not prom-client's global one), so two apps in one
 * process (the tests) neither clash on names nor count each other's traffic.
 */
export function createMetrics({ config, log, io, database, sendAdmission }: MetricsDeps): Metrics {
  const { port, host } = config.metrics;
  if (port === undefined) return metricsOff;
  const registry = new Registry();
  // Event-loop lag, heap, CPU, GC, handles: the standard process_* and nodejs_* names.
  collectDefaultMetrics({ register: registry });
  socketMetrics(registry, io);
  admissionMetrics(registry, sendAdmission);
  const stopTimingQueries = databaseMetrics(registry, database);
  let listener: Promise<MetricsListener> | null = null;
  let closing: Promise<void> | null = null;
  return {
    http: httpMetrics(registry),
    graphql: [graphqlMetrics(registry)],
    mailer: (mailer) => mailMetrics(registry, mailer),
    async listen() {
      listener ??= listenForScrapes(registry, { port, host }, log);
      return (await listener).url;
    },
    close() {
      closing ??= (async () => {
        stopTimingQueries();
        await (await listener?.catch(() => null))?.close();
      })();
      return closing;
    },
  };
}
