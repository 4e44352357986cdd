import { REFRESH_COOKIE_NAME } from '@squadup/shared';
import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../../config.js';
import type { IssuedRefreshToken } from './sessions.js';

/** Auth cookies are only ever sent to /v1/auth: never to /graphql, the socket or the web app. */
const AUTH_COOKIE_PATH = '/v1/auth';

/** HttpOnly (scripts never see it), SameSite=Lax, Secure in production, path /v1/auth. */
export const authCookieOptions = (config: Pick<Config, 'isProduction'>): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.isProduction,
  path: AUTH_COOKIE_PATH,
});

/** The refresh cookie; it lives exactly as long as its family (absolute 30 days from sign-in). */
export function setRefreshCookie(res: Response, config: Config, refresh: IssuedRefreshToken) {
  res.cookie(REFRESH_COOKIE_NAME, refresh.token, {
    ...authCookieOptions(config),
    maxAge: Math.max(0, refresh.expiresAt.getTime() - Date.now()),
  });
}

export function clearRefreshCookie(res: Response, config: Config) {
  res.clearCookie(REFRESH_COOKIE_NAME, authCookieOptions(config));
}

export function refreshCookieOf(req: Request): string | undefined {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[
    REFRESH_COOKIE_NAME
  ];
  return typeof value === 'string' && value ? value : undefined;
}
