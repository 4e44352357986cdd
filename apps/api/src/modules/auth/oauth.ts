import type { OAuthError } from '@squadup/shared';
import { Router, type RequestHandler, type Response } from 'express';
import passport from 'passport';
import { Strategy as GitHubStrategy } from 'passport-github2';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import type { StateStore, VerifyCallback } from 'passport-oauth2';
import type { Config } from '../../config.js';
import { isAppError } from '../../errors.js';
import type { AuthDeps } from './auth.deps.js';
import type { OAuthProvider, ProviderProfile } from './auth.policy.js';
import { signInWithProvider } from './auth.service.js';
import { authCookieOptions, setRefreshCookie } from './cookies.js';
import { fetchGitHubProfile, fetchGoogleProfile, PROVIDER_SCOPES } from './oauth-profiles.js';
import { oauthStateCookieName, SignedCookieStateStore } from './oauth-state.js';
import { startSession, type IssuedSession } from './sessions.js';

const PROVIDERS: OAuthProvider[] = ['google', 'github'];

const isProviderConfigured = (config: Config, provider: OAuthProvider): boolean =>
  Boolean(config.oauth[provider].clientId && config.oauth[provider].clientSecret);

/** GET /v1/auth/providers: which social sign-ins this server can offer. */
export const configuredProviders = (config: Config): Record<OAuthProvider, boolean> => ({
  google: isProviderConfigured(config, 'google'),
  github: isProviderConfigured(config, 'github'),
});

/** The provider redirects back here; built from WEB_URL (the app and API share one origin). */
const oauthCallbackUrl = (config: Pick<Config, 'webUrl'>, provider: OAuthProvider) =>
  `${config.webUrl}/v1/auth/${provider}/callback`;

// `user` is encodeURIComponent(JSON) as the contract says (URLSearchParams would write spaces as +).
function redirectToWeb(res: Response, config: Config, query: Record<string, string>): void {
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  // The address carries an access token: no cache may keep it. Referrer-Policy: no-referrer
  // (helmet, site-wide) keeps it out of Referer headers; the page removes it from history.
  res.set('Cache-Control', 'no-store');
  res.redirect(302, `${config.webUrl}/oauth-callback?${search}`);
}

const fail = (res: Response, config: Config, error: OAuthError) =>
  redirectToWeb(res, config, { error });

function succeed(res: Response, config: Config, session: IssuedSession) {
  setRefreshCookie(res, config, session.refresh);
  redirectToWeb(res, config, {
    success: 'true',
    accessToken: session.accessToken,
    user: JSON.stringify(session.user),
  });
}

/** One passport instance per app (never the global one), with a strategy per configured provider. */
function createAuthenticator(config: Config) {
  const authenticator = new passport.Authenticator();
  // userProfile (below) already made a ProviderProfile; passport hands it to the route as `user`.
  // Four parameters: passport-oauth2 picks the verify signature by arity.
  const done = (_accessToken: string, _refreshToken: string, profile: object, cb: VerifyCallback) =>
    cb(null, profile);
  for (const provider of PROVIDERS) {
    if (!isProviderConfigured(config, provider)) continue;
    const settings = config.oauth[provider];
    const options = {
      clientID: settings.clientId!,
      clientSecret: settings.clientSecret!,
      callbackURL: oauthCallbackUrl(config, provider),
      authorizationURL: settings.authUrl,
      tokenURL: settings.tokenUrl,
      scope: PROVIDER_SCOPES[provider],
      pkce: true,
      store: new SignedCookieStateStore(provider, config) as unknown as StateStore,
    };
    const strategy =
      provider === 'google' ? new GoogleStrategy(options, done) : new GitHubStrategy(options, done);
    // Our own profile readers (oauth-profiles.ts): verified-email flags, zod-checked answers.
    strategy.userProfile = (
      accessToken: string,
      cb: (err?: unknown, profile?: unknown) => void,
    ) => {
      const profile =
        provider === 'google'
          ? fetchGoogleProfile(config.oauth.google, accessToken)
          : fetchGitHubProfile(config.oauth.github, accessToken);
      profile.then(
        (value) => cb(null, value),
        (error: unknown) => cb(error),
      );
    };
    authenticator.use(provider, strategy);
  }
  return authenticator;
}

/**
 * GET /v1/auth/{google,github} sends the browser to the provider with `state` (and PKCE);
 * GET /v1/auth/{provider}/callback signs the member in and sends the browser to /oauth-callback
 * with the access token and member, or with error=email_not_verified (the address belongs to an
 * account whose address was never verified), error=oauth_failed (provider error, refusal, bad
 * state, provider not configured), error=account_suspended (an operator suspended the member) or
 * error=token_error (our side failed).
 */
export function oauthRouter(deps: AuthDeps): Router {
  const { config, log } = deps;
  const authenticator = createAuthenticator(config);
  const router = Router();

  for (const provider of PROVIDERS) {
    const start: RequestHandler = (req, res, next) => {
      if (!isProviderConfigured(config, provider)) {
        req.log.warn({ provider }, 'Social sign-in requested but the provider is not configured');
        fail(res, config, 'oauth_failed');
        return;
      }
      const handler = authenticator.authenticate(provider, { session: false }, (err: unknown) => {
        req.log.error({ err, provider }, 'Social sign-in could not start');
        fail(res, config, 'oauth_failed');
      }) as RequestHandler;
      void handler(req, res, next);
    };

    const callback: RequestHandler = (req, res, next) => {
      // Single use even when the provider reports an error and the state is never checked.
      res.clearCookie(oauthStateCookieName(provider), authCookieOptions(config));
      if (!isProviderConfigured(config, provider)) {
        fail(res, config, 'oauth_failed');
        return;
      }
      const handler = authenticator.authenticate(
        provider,
        { session: false },
        (err: unknown, profile: ProviderProfile | false, info: unknown) => {
          if (err || !profile) {
            req.log.info({ err, info, provider }, 'Social sign-in failed at the provider step');
            fail(res, config, 'oauth_failed');
            return;
          }
          void finish(provider, profile, res).catch((error: unknown) => {
            log.error({ err: error, provider }, 'Social sign-in failed on our side');
            if (!res.headersSent) fail(res, config, 'token_error');
          });
        },
      ) as RequestHandler;
      void handler(req, res, next);
    };

    router.get(`/${provider}`, start);
    router.get(`/${provider}/callback`, callback);
  }

  async function finish(provider: OAuthProvider, profile: ProviderProfile, res: Response) {
    const result = await signInWithProvider(deps, profile);
    if (!result.ok) {
      log.info({ provider, reason: result.reason }, 'Social sign-in refused');
      // The one refusal the member can fix: sign in with the password and verify the address.
      fail(
        res,
        config,
        result.reason === 'account_unverified' ? 'email_not_verified' : 'oauth_failed',
      );
      return;
    }
    let session: IssuedSession;
    try {
      session = await startSession(deps, result.user);
    } catch (error) {
      // A suspended member (sessions.ts assertNotSuspended) is told so, not "token error".
      if (isAppError(error) && error.code === 'FORBIDDEN') {
        log.info({ provider, userId: result.user.id }, 'Social sign-in refused: suspended');
        fail(res, config, 'account_suspended');
        return;
      }
      throw error;
    }
    succeed(res, config, session);
  }

  return router;
}
