import type { CorsOptions } from 'cors';
import type { Config } from '../config.js';

/**
 * One allowlist for /graphql, /v1 and the socket. Requests without an Origin (same-origin
 * navigations, curl, server-to-server) pass; a foreign origin simply gets no CORS headers,
 * so the browser blocks it without the server raising an error.
 */
export function corsOptions(config: Pick<Config, 'corsOrigins'>): CorsOptions {
  const allowed = new Set(config.corsOrigins);
  return {
    origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    maxAge: 600,
  };
}
