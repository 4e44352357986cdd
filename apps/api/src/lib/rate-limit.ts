import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from './logger.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface IpLimit {
  windowMs: number;
  limit: number;
  /** The 429 answer's message: says what was limited and when to come back. */
  message: string;
}

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * Per-IP limits (express-rate-limit, memory store: one count per instance). The key is `req.ip`,
 * which honours TRUST_PROXY, and IPv6 addresses are grouped by /56. A limited request gets 429
 * `{ message, code }` and Retry-After. `enabled: false` (AUTH_RATE_LIMITS=off) lets everything through.
 */
export function ipRateLimits(limits: IpLimit[], log: Logger, enabled = true): RequestHandler[] {
  if (!enabled) return [passThrough];
  return limits.map(({ windowMs, limit, message }) =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      logger: log,
      handler: (_req, res) => {
        res.status(429).json({ message, code: 'TOO_MANY_REQUESTS' });
      },
    }),
  );
}
