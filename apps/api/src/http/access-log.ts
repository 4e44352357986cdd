import type { IncomingMessage, ServerResponse } from 'node:http';
import { redactUrl, type Logger } from '../lib/logger.js';
import { requestIdOf } from './request-id.js';

declare module 'http' {
  interface IncomingMessage {
    /** The app's logger bound to the request's id (set by accessLog). */
    log: Logger;
  }
}

// Probes hit these every few seconds; logging them would drown everything else.
const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * The access log: one short line per request, written when its answer is sent ("request
 * completed", or "request errored" for a 5xx) or when the client leaves first ("request
 * aborted"). The line holds the request's id, method and URL (secrets in URLs redacted, no
 * headers at all, so no credential reaches the logs), the status and the time taken in ms.
 * `req.log` is the app's logger bound to the request's id, for what handlers log about it.
 * Written here rather than by pino-http, which built a child logger around the whole request
 * for every request, only for the access line (docs/decisions/0081-a-lean-access-log.md).
 * The line is written without the logger's redaction: it carries no headers, the only place
 * its paths point, and redacting it cost a request about a third of its line.
 */
export function accessLog(log: Logger) {
  const lines = log.child({}, { redact: [] });
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    const reqId = requestIdOf(req);
    req.log = log.child({ reqId });
    if (UNLOGGED.has(req.url ?? '')) {
      next();
      return;
    }
    const started = performance.now();
    const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const line = {
        req: { id: reqId, method: req.method, url: redactUrl(url) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (!res.writableFinished) lines.warn(line, 'request aborted');
      else if (res.statusCode >= 500) lines.error(line, 'request errored');
      else lines.info(line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
