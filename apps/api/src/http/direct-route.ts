import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express';

/** Answers the request and says true, or says false and leaves it to Express. */
export type DirectRoute = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface DirectRouteOptions {
  /** The app whose request and response objects, settings and final handler are used. */
  app: Express;
  method: string;
  /** The exact request URL taken (no query string, no trailing slash, this case). */
  url: string;
  /** The middleware Express would run for this request, in its order. */
  handlers: RequestHandler[];
  /** What Express would do with an error one of them passes on. */
  onError: ErrorRequestHandler;
}

/**
 * One hot route served by the same middleware Express would run for it, in the same order, with
 * Express's own request and response objects, but without walking the router's layers for every
 * request (docs/decisions/0060-request-cost.md). Any other method or URL, spellings
 * Express would also match included (`/graphql/`, `/GraphQL`, a query string), goes to Express.
 */
export function directRoute({
  app,
  method,
  url,
  handlers,
  onError,
}: DirectRouteOptions): DirectRoute {
  return (incoming, outgoing) => {
    if (incoming.method !== method || incoming.url !== url) return false;
    // What app.handle does before routing: the app's prototypes, the links, res.locals.
    const req = Object.setPrototypeOf(incoming, app.request) as Request;
    const res = Object.setPrototypeOf(outgoing, app.response) as Response;
    req.res = res;
    res.req = req;
    res.locals = Object.create(null) as Response['locals'];
    // What the router sets (req.url stays whole: the access log and the metrics read it).
    req.originalUrl = url;
    req.baseUrl = '';
    req.params = {};

    let index = 0;
    // As the router reads next(): a falsy value is no error (cors passes null).
    const next = (error?: unknown): void => {
      if (error) {
        onError(error, req, res, () => undefined);
        return;
      }
      const handler = handlers[index++];
      if (!handler) {
        onError(new Error(`${method} ${url}: no middleware answered`), req, res, () => undefined);
        return;
      }
      try {
        const result: unknown = handler(req, res, next);
        // Express 5 passes a rejected promise of an async middleware on as an error.
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
    return true;
  };
}
