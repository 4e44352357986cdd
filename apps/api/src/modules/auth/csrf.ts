import type { RequestHandler } from 'express';
import type { Config } from '../../config.js';
import { forbidden } from '../../errors.js';
import { AUTH_ERRORS } from './messages.js';

/**
 * For the endpoints the refresh cookie alone authenticates (refresh-token, logout). SameSite=Lax
 * already keeps the cookie off cross-site POSTs; as a second line, the request must either be
 * JSON (a cross-site page cannot send that without a CORS preflight, which foreign origins fail)
 * or carry an Origin from the CORS allowlist (or WEB_URL's). A plain HTML form post has neither,
 * and a request naming any other Origin is refused outright.
 */
export function requireAppRequest(config: Pick<Config, 'corsOrigins' | 'webUrl'>): RequestHandler {
  const allowed = new Set([...config.corsOrigins, new URL(config.webUrl).origin]);
  return (req, _res, next) => {
    const origin = req.get('Origin');
    if (origin !== undefined) {
      next(allowed.has(origin) ? undefined : forbidden(AUTH_ERRORS.crossSiteRefused));
      return;
    }
    // The header itself, not req.is(): that ignores the type of a request without a body.
    const type = req.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    next(type === 'application/json' ? undefined : forbidden(AUTH_ERRORS.crossSiteRefused));
  };
}
