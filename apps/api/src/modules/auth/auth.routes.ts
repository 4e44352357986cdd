import { AUTH_ROUTES } from '@squadup/shared';
import cookieParser from 'cookie-parser';
import { Router, type Response } from 'express';
import type { Config } from '../../config.js';
import type { AuthDeps } from './auth.deps.js';
import { authRateLimiters } from './auth.rate-limits.js';
import { currentMember, login, signup } from './auth.service.js';
import { changePassword } from './change-password.service.js';
import { requireBearer, requireBearerSession } from './bearer.js';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './cookies.js';
import { requireAppRequest } from './csrf.js';
import { AUTH_NOTICES } from './messages.js';
import { resendVerification, verifyEmail } from './email-verification.service.js';
import { configuredProviders, oauthRouter } from './oauth.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import {
  endSession,
  logoutEverywhere,
  rotateRefreshToken,
  type IssuedSession,
} from './sessions.js';
import { deriveKey } from '../../lib/derive-key.js';

// Paths relative to the router's mount point (/v1/auth), taken from the shared contract.
const path = (route: string) => route.replace(/^\/v1\/auth/, '');

function sendSession(res: Response, config: Config, status: number, session: IssuedSession) {
  setRefreshCookie(res, config, session.refresh);
  res.status(status).json({ accessToken: session.accessToken, user: session.user });
}

/** /v1/auth: thin handlers (limit, call the service, answer); the rules live in the services. */
export function authRouter(deps: AuthDeps): Router {
  const { config } = deps;
  const limits = authRateLimiters(config, deps.log);
  const fromApp = requireAppRequest(config);
  const router = Router();

  // Signed cookies are the OAuth state store's; the key is derived, never JWT_SECRET itself.
  router.use(cookieParser(deriveKey(config.jwtSecret, 'oauth-state-cookie')));
  // Answers carry tokens: no cache, shared or private, may keep them.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post(path(AUTH_ROUTES.signup), ...limits.signup, async (req, res) => {
    sendSession(res, config, 201, await signup(deps, req.body));
  });

  router.post(path(AUTH_ROUTES.login), ...limits.login, async (req, res) => {
    sendSession(res, config, 200, await login(deps, req.body));
  });

  router.get(path(AUTH_ROUTES.me), async (req, res) => {
    res.json(await currentMember(deps, await requireBearer(deps, req)));
  });

  router.post(path(AUTH_ROUTES.refresh), fromApp, async (req, res) => {
    try {
      const rotated = await rotateRefreshToken(deps, refreshCookieOf(req));
      setRefreshCookie(res, config, rotated.refresh);
      res.json({ accessToken: rotated.accessToken });
    } catch (error) {
      clearRefreshCookie(res, config);
      throw error;
    }
  });

  router.post(path(AUTH_ROUTES.logout), fromApp, async (req, res) => {
    try {
      await endSession(deps, refreshCookieOf(req));
    } catch (error) {
      // Signing out always succeeds for the member; a failed revocation is ours to look into.
      req.log.error({ err: error }, 'Logout could not revoke the refresh token');
    }
    clearRefreshCookie(res, config);
    res.status(204).end();
  });

  // Bearer-authenticated (no cookie alone can do it), so it needs no cross-site check.
  router.post(path(AUTH_ROUTES.logoutEverywhere), async (req, res) => {
    await logoutEverywhere(deps, await requireBearer(deps, req));
    clearRefreshCookie(res, config);
    res.json({ message: AUTH_NOTICES.loggedOutEverywhere });
  });

  router.post(path(AUTH_ROUTES.changePassword), ...limits.changePassword, async (req, res) => {
    const session = await changePassword(deps, await requireBearerSession(deps, req), req.body);
    setRefreshCookie(res, config, session.refresh);
    res.json({
      accessToken: session.accessToken,
      user: session.user,
      message: AUTH_NOTICES.passwordChanged,
    });
  });

  router.post(path(AUTH_ROUTES.forgotPassword), ...limits.forgotPassword, (req, res) => {
    requestPasswordReset(deps, req.body);
    res.json({ message: AUTH_NOTICES.resetMailSent });
  });

  router.post(
    `${path(AUTH_ROUTES.resetPassword)}/:id/:token`,
    ...limits.resetPassword,
    async (req, res) => {
      await resetPassword(deps, req.params, req.body);
      res.json({ message: AUTH_NOTICES.passwordReset });
    },
  );

  router.post(
    `${path(AUTH_ROUTES.verifyEmail)}/:id/:token`,
    ...limits.verifyEmail,
    async (req, res) => {
      const outcome = await verifyEmail(deps, req.params);
      res.json({
        message: outcome === 'verified' ? AUTH_NOTICES.emailVerified : AUTH_NOTICES.alreadyVerified,
      });
    },
  );

  router.post(path(AUTH_ROUTES.resendVerification), async (req, res) => {
    res.json({ message: await resendVerification(deps, await requireBearer(deps, req)) });
  });

  // Public: the login and sign-up pages show only the social buttons that can work.
  router.get(path(AUTH_ROUTES.providers), (_req, res) => {
    res.json(configuredProviders(config));
  });

  router.use(oauthRouter(deps));
  return router;
}
