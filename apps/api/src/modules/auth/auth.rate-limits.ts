import type { RequestHandler } from 'express';
import type { Config } from '../../config.js';
import type { Logger } from '../../lib/logger.js';
import { HOUR_MS, ipRateLimits, MINUTE_MS, type IpLimit } from '../../lib/rate-limit.js';

const perMinute = (limit: number, what: string): IpLimit => ({
  windowMs: MINUTE_MS,
  limit,
  message: `Too many ${what}. Please wait a minute and try again.`,
});
const perHour = (limit: number, what: string): IpLimit => ({
  windowMs: HOUR_MS,
  limit,
  message: `Too many ${what} from your network. Please try again in an hour.`,
});

/**
 * Per-IP limits of the auth endpoints (docs/security.md has the table). The per-account login
 * rule (100 failures an hour) and the per-address reset-mail rule (5 an hour) are counted in the
 * database by the services, so they hold across instances.
 */
export const AUTH_IP_LIMITS = {
  login: [perMinute(6, 'login attempts'), perHour(30, 'login attempts')],
  signup: [perMinute(5, 'sign-up attempts'), perHour(20, 'sign-up attempts')],
  forgotPassword: [perMinute(5, 'password reset requests'), perHour(20, 'password reset requests')],
  resetPassword: [perMinute(10, 'password reset attempts')],
  verifyEmail: [perMinute(10, 'verification attempts')],
  changePassword: [
    perMinute(6, 'password change attempts'),
    perHour(30, 'password change attempts'),
  ],
} satisfies Record<string, IpLimit[]>;

export type AuthLimiters = Record<keyof typeof AUTH_IP_LIMITS, RequestHandler[]>;

/** Fresh limiters (their own memory stores) for one app; pass-throughs when AUTH_RATE_LIMITS=off. */
export function authRateLimiters(
  config: Pick<Config, 'authRateLimits'>,
  log: Logger,
): AuthLimiters {
  const build = (limits: IpLimit[]) => ipRateLimits(limits, log, config.authRateLimits);
  return {
    login: build(AUTH_IP_LIMITS.login),
    signup: build(AUTH_IP_LIMITS.signup),
    forgotPassword: build(AUTH_IP_LIMITS.forgotPassword),
    resetPassword: build(AUTH_IP_LIMITS.resetPassword),
    verifyEmail: build(AUTH_IP_LIMITS.verifyEmail),
    changePassword: build(AUTH_IP_LIMITS.changePassword),
  };
}
