import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Middleware that runs on node's own request and response as well as on Express's: the direct
 * route hands POST /graphql's middleware node's objects, without Express's prototypes
 * (docs/decisions/0070-graphql-on-node-objects.md). Such middleware reads headers from
 * `req.headers` (lower-cased names), answers with node's response methods or `answerJson`, and
 * passes errors to `next`.
 */
export type PlainMiddleware<
  Req extends IncomingMessage = IncomingMessage,
  Res extends ServerResponse = ServerResponse,
> = (req: Req, res: Res, next: (error?: unknown) => void) => unknown;

/** A response with Express's `res.locals` (the direct route gives node's response one too). */
export type ResponseWithLocals = ServerResponse & { locals: Record<string, unknown> };

/** A request the JSON body parser has read (`body` undefined for other content types). */
export type RequestWithBody = IncomingMessage & { body?: unknown };

/**
 * What Express's `res.status(status).json(body)` answers to a POST in this app, on node's
 * response: the body as JSON, `Content-Type` (unless one is set) and `Content-Length`. No ETag
 * (the app's ETag function gives none for such an answer) and no freshness check (a POST is
 * never fresh). plain-http.test.ts holds the two answers equal.
 */
export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  if (!res.hasHeader('Content-Type'))
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
