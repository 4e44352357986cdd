import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { answerJson, type PlainMiddleware, type ResponseWithLocals } from '../../lib/plain-http.js';
import { toAppError, unauthenticated } from '../../errors.js';
import { isSessionLive } from './auth.repo.js';
import { AUTH_ERRORS } from './messages.js';
import type { SessionCache } from './session-cache.js';
import { bearerTokenOf, verifyAccessTokenUntil, type AccessClaims } from './tokens.js';

/**
 * What the bearer check needs: the secret to verify a token, the database to ask about it, and
 * the instance's cache of recent answers (none for the socket handshake and scripts).
 */
export interface BearerDeps {
  config: Pick<Config, 'jwtSecret'>;
  db: Database;
  sessions?: SessionCache;
}

/**
 * The claims of an access token that is validly signed AND whose session still lives: the member
 * exists, still has the token's session version, and the token's refresh family was not revoked.
 * One indexed query (auth.repo.ts isSessionLive), or a live answer `sessions` kept for this token.
 * Used by /graphql, REST and the socket handshake, so logout, a password reset, sign out
 * everywhere and account deletion end a token at once rather than when it expires.
 */
export async function liveAccessClaims(
  deps: BearerDeps,
  token: string,
): Promise<AccessClaims | null> {
  const { sessions } = deps;
  const remembered = sessions?.get(token);
  if (remembered) return remembered;
  const verified = verifyAccessTokenUntil(deps.config, token);
  if (!verified) return null;
  const ticket = sessions?.ticket() ?? 0;
  if (!(await isSessionLive(deps.db, verified.claims))) return null;
  sessions?.remember(token, verified.claims, verified.acceptedUntilMs, ticket);
  return verified.claims;
}

export type BearerResult =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'valid'; userId: string; sessionId: string; sessionVersion: number };

/** Reads `Authorization: Bearer`: absent, present but not a live access token, or its member. */
async function readBearer(deps: BearerDeps, req: IncomingMessage): Promise<BearerResult> {
  const token = bearerTokenOf(req.headers.authorization);
  if (token === undefined) return { kind: 'none' };
  const claims = token ? await liveAccessClaims(deps, token) : null;
  return claims
    ? {
        kind: 'valid',
        userId: claims.userId,
        sessionId: claims.sessionId,
        sessionVersion: claims.sessionVersion,
      }
    : { kind: 'invalid' };
}

/** For REST handlers that need a member: the id, or 401 with a message saying why. */
export async function requireBearer(deps: BearerDeps, req: IncomingMessage): Promise<string> {
  return (await requireBearerSession(deps, req)).userId;
}

/** requireBearer, with the session (refresh family) the access token belongs to. */
export async function requireBearerSession(
  deps: BearerDeps,
  req: IncomingMessage,
): Promise<{ userId: string; sessionId: string }> {
  const bearer = await readBearer(deps, req);
  if (bearer.kind === 'valid') return { userId: bearer.userId, sessionId: bearer.sessionId };
  throw unauthenticated(
    bearer.kind === 'none' ? AUTH_ERRORS.notSignedIn : AUTH_ERRORS.sessionExpired,
  );
}

const VIEWER = 'squadupViewerId';
const VIEWER_SESSION = 'squadupViewerSession';

/**
 * In front of Apollo on /graphql. No header: the request goes on anonymously (public operations
 * work). A header that is not a live access token (expired, forged, other algorithm, or its
 * session ended): the whole request answers HTTP 401 with errors[0].extensions.code
 * UNAUTHENTICATED, so the web client refreshes once and retries. Done here rather than by
 * throwing from Apollo's context function, because Apollo only keeps a thrown error's HTTP status
 * when it is an `instanceof` its own copy of GraphQLError, which two copies of graphql (ESM and
 * CJS, as under vitest) break.
 */
export function graphqlBearerAuth(
  deps: BearerDeps,
): PlainMiddleware<IncomingMessage, ResponseWithLocals> {
  return async (req, res, next) => {
    let bearer: Awaited<ReturnType<typeof readBearer>>;
    try {
      bearer = await readBearer(deps, req);
    } catch (error) {
      // The session check needs the database: while it is unreachable, answer as GraphQL would
      // (503, Retry-After, SERVICE_UNAVAILABLE), not with the REST error shape.
      const unavailable = toAppError(error);
      if (unavailable?.code !== 'SERVICE_UNAVAILABLE') throw error;
      req.log.warn({ err: unavailable.cause }, 'Database unreachable: answered 503');
      res.setHeader('Retry-After', String(unavailable.retryAfterSeconds));
      answerJson(res, unavailable.status, {
        errors: [{ message: unavailable.message, extensions: { code: unavailable.code } }],
      });
      return;
    }
    if (bearer.kind === 'invalid') {
      answerJson(res, 401, {
        errors: [{ message: AUTH_ERRORS.sessionExpired, extensions: { code: 'UNAUTHENTICATED' } }],
      });
      return;
    }
    res.locals[VIEWER] = bearer.kind === 'valid' ? bearer.userId : null;
    res.locals[VIEWER_SESSION] =
      bearer.kind === 'valid' ? { id: bearer.sessionId, version: bearer.sessionVersion } : null;
    next();
  };
}

/** The member graphqlBearerAuth found for this request, or null. */
export function viewerIdOf(res: ResponseWithLocals): string | null {
  const id: unknown = res.locals[VIEWER];
  return typeof id === 'string' ? id : null;
}

/** The session of the member graphqlBearerAuth found for this request, or undefined. */
export function viewerSessionOf(
  res: ResponseWithLocals,
): { id: string; version: number } | undefined {
  const session = res.locals[VIEWER_SESSION] as { id: string; version: number } | null | undefined;
  return session ?? undefined;
}

/**
 * Whether a member's session still lives (the bearer check without a token): upload URLs name
 * their session, and the PUT asks this.
 */
export const sessionIsLive = (
  db: Database,
  session: { userId: string; sessionId: string; sessionVersion: number },
): Promise<boolean> => isSessionLive(db, session);
