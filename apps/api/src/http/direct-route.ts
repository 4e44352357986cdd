import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, Request, Response } from 'express';
import type { PlainMiddleware, RequestWithBody, ResponseWithLocals } from '../lib/plain-http.js';

/** Answers the request and says true, or says false and leaves it to Express. */
export type DirectRoute = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Node's request as a direct route's middleware get it, with what Express's router sets. */
export type DirectRequest = RequestWithBody & {
  originalUrl: string;
  baseUrl: string;
  params: Record<string, string>;
};

/** Node's response as a direct route's middleware get it, with Express's `res.locals`. */
export type DirectResponse = ResponseWithLocals;

export interface DirectRouteOptions {
  /** The app whose request and response prototypes an error's handler gets. */
  app: Express;
  method: string;
  /** The exact request URL taken (no query string, no trailing slash, this case). */
  url: string;
  /** The middleware Express would run for this request, in its order: each on node's objects. */
  handlers: PlainMiddleware<DirectRequest, DirectResponse>[];
  /** What Express would do with an error one of them passes on. */
  onError: ErrorRequestHandler;
}

/**
 * One hot route served by the same middleware Express would run for it, in the same order, but
 * on node's own request and response: Express's router does not walk its layers, and the objects
 * keep node's prototypes (docs/decisions/0070-graphql-on-node-objects.md). Giving them Express's
 * prototypes, as Express does for every request, made every later property access on them slow
 * (about half of a small request's CPU). An error takes Express's path: the objects get its
 * prototypes, then `onError` answers as Express's error handler would. Any other method or URL,
 * spellings Express would also match included (`/graphql/`, `/GraphQL`, a query string), goes to
 * Express.
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
    // What the router sets (req.url stays whole: the access log and the metrics read it).
    const req = Object.assign(incoming, { originalUrl: url, baseUrl: '', params: {} });
    const res = Object.assign(outgoing, { locals: Object.create(null) as Record<string, unknown> });

    const fail = (error: unknown) => {
      // What app.handle does before routing: the app's prototypes and the links.
      const expressReq = Object.setPrototypeOf(req, app.request) as Request;
      const expressRes = Object.setPrototypeOf(res, app.response) as Response;
      expressReq.res = expressRes;
      expressRes.req = expressReq;
      // The error handler passes on what it cannot answer (headers already sent): as Express's
      // final handler does then, the connection is closed rather than left hanging.
      onError(error, expressReq, expressRes, () => {
        if (!expressRes.writableEnded) expressReq.socket.destroy();
      });
    };
    let index = 0;
    // As the router reads next(): a falsy value is no error (cors passes null).
    const next = (error?: unknown): void => {
      if (error) return fail(error);
      const handler = handlers[index++];
      if (!handler) return fail(new Error(`${method} ${url}: no middleware answered`));
      try {
        const result = handler(req, res, next);
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
