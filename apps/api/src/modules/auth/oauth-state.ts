import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Config } from '../../config.js';
import type { OAuthProvider } from './auth.policy.js';
import { authCookieOptions } from './cookies.js';
import { safeEqual } from './tokens.js';

/** How long a sign-in may take at the provider before its state is refused. */
const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export const oauthStateCookieName = (provider: OAuthProvider) => `squadup_oauth_${provider}`;

interface StatePayload {
  /** The `state` sent to the provider (128 random bits). */
  s: string;
  /** PKCE code verifier for the token request. */
  v: string;
  /** Expiry, epoch ms: checked here, not left to the browser's cookie expiry. */
  e: number;
}

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: string | false, info?: { message: string }) => void;

/**
 * passport-oauth2's state store without express-session: the state and PKCE verifier travel in
 * an HttpOnly cookie signed by cookie-parser (HMAC-SHA256 with a key derived from JWT_SECRET),
 * path /v1/auth, 10 minutes, one per provider. The callback clears it, so a state is used once.
 * The method arities matter: passport-oauth2 passes the PKCE verifier to a 5-argument store()
 * and reads a string `ok` from verify() as that verifier.
 */
export class SignedCookieStateStore {
  constructor(
    private readonly provider: OAuthProvider,
    private readonly config: Pick<Config, 'isProduction'>,
  ) {}

  private get cookieName() {
    return oauthStateCookieName(this.provider);
  }

  store(req: Request, verifier: string, _appState: unknown, _meta: unknown, cb: StoreCallback) {
    const payload: StatePayload = {
      s: randomBytes(16).toString('base64url'),
      v: verifier,
      e: Date.now() + OAUTH_STATE_TTL_MS,
    };
    req.res!.cookie(this.cookieName, JSON.stringify(payload), {
      ...authCookieOptions(this.config),
      maxAge: OAUTH_STATE_TTL_MS,
      signed: true,
    });
    cb(null, payload.s);
  }

  verify(req: Request, state: unknown, _meta: unknown, cb: VerifyCallback) {
    const payload = this.read(req);
    req.res!.clearCookie(this.cookieName, authCookieOptions(this.config));
    const valid =
      payload !== null &&
      payload.e > Date.now() &&
      typeof state === 'string' &&
      safeEqual(payload.s, state);
    if (!valid) {
      cb(null, false, { message: 'Missing, expired or mismatched OAuth state.' });
      return;
    }
    cb(null, payload.v);
  }

  /** The signed payload, or null when absent, tampered with (cookie-parser gives false) or malformed. */
  private read(req: Request): StatePayload | null {
    const raw: unknown = (req.signedCookies as Record<string, unknown> | undefined)?.[
      this.cookieName
    ];
    if (typeof raw !== 'string') return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StatePayload>;
      if (
        typeof parsed.s === 'string' &&
        typeof parsed.v === 'string' &&
        typeof parsed.e === 'number'
      )
        return { s: parsed.s, v: parsed.v, e: parsed.e };
    } catch {
      // fall through
    }
    return null;
  }
}
