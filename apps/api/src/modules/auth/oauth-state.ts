import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Request } from 'express';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { oauthStateUses } from '../../db/schema/index.js';
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
 * path /v1/auth, 10 minutes, one per provider. The callback clears the cookie, and records the
 * state in `oauth_state_uses` (until it would have expired): a state presented again, even with a
 * copy of its cookie, is refused like a wrong one. The method arities matter: passport-oauth2
 * passes the PKCE verifier to a 5-argument store() and reads a string `ok` from verify() as that
 * verifier.
 */
export class SignedCookieStateStore {
  constructor(
    private readonly provider: OAuthProvider,
    private readonly config: Pick<Config, 'isProduction'>,
    private readonly db: Database,
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
    markStateUsed(this.db, payload.s, new Date(payload.e)).then(
      (firstUse) => {
        if (firstUse) cb(null, payload.v);
        else cb(null, false, { message: 'OAuth state already used.' });
      },
      (error: unknown) => cb(error instanceof Error ? error : new Error(String(error)), false),
    );
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

/** Records a state's use; false when it was used before (the row exists: a replay). */
async function markStateUsed(db: Database, nonce: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(oauthStateUses)
    .values({ nonce, expires_at: expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: oauthStateUses.nonce });
  return inserted.length === 1;
}

/** Forgets used states that have expired anyway (a replay of them is refused as expired). */
export async function sweepUsedOAuthStates(db: Database, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(oauthStateUses)
    .where(lt(oauthStateUses.expires_at, now))
    .returning({ nonce: oauthStateUses.nonce });
  return removed.length;
}
