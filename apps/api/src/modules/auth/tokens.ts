import {
  createHash,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config.js';
import { isUuid } from '../../lib/ids.js';

// Access tokens are short-lived JWTs; refresh and reset tokens are opaque random values that the
// database only ever sees as SHA-256 digests (docs/security.md says why a fast hash is enough).

export const JWT_ISSUER = 'squadup';
export const JWT_AUDIENCE = 'squadup-web';
/** Pinned: a token naming any other algorithm (none, RS256 with our secret as a "key") is refused. */
const JWT_ALGORITHM = 'HS256';
/** Seconds of clock skew tolerated on `exp` and `nbf`. */
export const CLOCK_TOLERANCE_SECONDS = 5;
/** A refresh-token family's absolute life, from sign-in; rotation never extends it. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A reset link's life. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Random bytes in a refresh or reset token (256 bits). */
const TOKEN_BYTES = 32;

export type AccessTokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>;

const signingKeys = new Map<string, KeyObject>();

/**
 * The secret as a KeyObject, made once per secret. Given a string, jsonwebtoken first tries it as
 * a PEM public key (which throws) on every call: about 1 ms a request, the largest CPU cost of a
 * chat send in `npm run bench:chat`.
 */
function signingKey(secret: string): KeyObject {
  let key = signingKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    signingKeys.set(secret, key);
  }
  return key;
}

/**
 * What an access token says: the member (`sub`), the member's session version when it was signed
 * (`sv`) and the session it belongs to (`sid`, the refresh-token family). The bearer check
 * (bearer.ts) compares the last two with the database, so a token ends with its session.
 */
export interface AccessClaims {
  userId: string;
  sessionVersion: number;
  sessionId: string;
}

export function signAccessToken(config: AccessTokenConfig, claims: AccessClaims): string {
  return jwt.sign(
    { sv: claims.sessionVersion, sid: claims.sessionId },
    signingKey(config.jwtSecret),
    {
      algorithm: JWT_ALGORITHM,
      subject: claims.userId,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      expiresIn: config.accessTokenTtlSeconds,
    },
  );
}

/**
 * The claims of a validly signed access token, or null: bad signature, other algorithm, expired,
 * wrong issuer or audience, no subject, or no session claims (a token from before they existed).
 * Never throws. Whether the session still lives is the bearer check's question (bearer.ts).
 */
export function verifyAccessToken(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): AccessClaims | null {
  return verifyAccessTokenUntil(config, token)?.claims ?? null;
}

/** verifyAccessToken, with the last moment (epoch ms) the token is accepted, tolerance included. */
export function verifyAccessTokenUntil(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): { claims: AccessClaims; acceptedUntilMs: number } | null {
  try {
    const payload = jwt.verify(token, signingKey(config.jwtSecret), {
      algorithms: [JWT_ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !payload.sub) return null;
    if (typeof payload.exp !== 'number') return null; // we always set it; a token without one is not ours
    const { sv, sid } = payload as { sv?: unknown; sid?: unknown };
    if (!Number.isSafeInteger(sv) || (sv as number) < 0) return null;
    if (typeof sid !== 'string' || !isUuid(sid)) return null;
    return {
      claims: { userId: payload.sub, sessionVersion: sv as number, sessionId: sid },
      acceptedUntilMs: (payload.exp + CLOCK_TOLERANCE_SECONDS) * 1000,
    };
  } catch {
    return null;
  }
}

/** `Authorization: Bearer <token>` -> the token; undefined when the header is absent. */
export function bearerTokenOf(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i.exec(header);
  return match ? match[1]! : null;
}

/** A new opaque token (base64url of 256 random bits). */
export const newOpaqueToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** What the database stores for an opaque token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Constant-time string comparison (for nonces; digests are looked up by index instead). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
