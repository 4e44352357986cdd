import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'http' {
  interface IncomingMessage {
    /** The request's id (set by requestId). */
    id?: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An incoming id (from a proxy or the client) is kept only when it is short and plain, so it
// cannot inject anything into logs or headers.
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Sets req.id (the access log writes it) and echoes it in the response's X-Request-Id. */
export function requestId(
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
): void {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id set by requestId (always a string here once requestId ran). */
export const requestIdOf = (req: IncomingMessage): string =>
  typeof req.id === 'string' ? req.id : 'unknown';
