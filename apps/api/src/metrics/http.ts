import type { IncomingMessage } from 'node:http';
import type { IRoute } from 'express';
import type { PlainMiddleware } from '../lib/plain-http.js';
import { Histogram, type Registry } from 'prom-client';
import { methodLabel, unmatchedRouteLabel } from './labels.js';

/**
 * A request as Express's router or the direct route (http/direct-route.ts) hands it on: Express
 * sets `route` when a route answers; both set `baseUrl` and `originalUrl`.
 */
export type MeteredRequest = IncomingMessage & {
  route?: IRoute;
  baseUrl: string;
  originalUrl: string;
};

/**
 * The route pattern that answered, e.g. `/v1/auth/verify-email/:id/:token` (never the URL, which
 * carries ids and tokens). It is taken when Express assigns req.route, while req.baseUrl still
 * holds the routers' mount path: by the time the answer is sent, an error passed to the app's
 * error handler has unwound baseUrl. The mount path is lower-cased because Express matches it
 * case-insensitively (`/V1/AUTH/login` must not make a label of its own); our mount paths have no
 * parameters, so baseUrl holds no ids.
 */
function routePatternOf(req: MeteredRequest): () => string {
  let pattern: string | undefined;
  let route: unknown = req.route;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: IRoute | undefined) {
      route = value;
      if (value) pattern = `${req.baseUrl.toLowerCase()}${value.path}`;
    },
  });
  return () => pattern ?? unmatchedRouteLabel(req.originalUrl);
}

/** The first middleware: times every answer Express sends, by route pattern, method and status. */
export function httpMetrics(registry: Registry): PlainMiddleware<MeteredRequest> {
  const duration = new Histogram({
    name: 'squadup_http_request_duration_seconds',
    help: 'HTTP requests answered by Express (REST, GraphQL, files): seconds until the answer was sent, by route pattern, method and status code. Its _count is the request count.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  return (req, res, next) => {
    const end = duration.startTimer();
    const route = routePatternOf(req);
    res.once('finish', () => {
      end({
        method: methodLabel(req.method ?? ''),
        route: route(),
        status: String(res.statusCode),
      });
    });
    next();
  };
}
