import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../../config.js';
import { unauthenticated } from '../../errors.js';
import { AUTH_ERRORS } from './messages.js';
import { bearerTokenOf, verifyAccessToken } from './tokens.js';

export type BearerResult =
  { kind: 'none' } | { kind: 'invalid' } | { kind: 'valid'; userId: string };

/** Reads `Authorization: Bearer`: absent, present but not a valid access token, or a member id. */
export function readBearer(config: Pick<Config, 'jwtSecret'>, req: Request): BearerResult {
  const token = bearerTokenOf(req.get('Authorization'));
  if (token === undefined) return { kind: 'none' };
  const userId = token ? verifyAccessToken(config, token) : null;
  return userId ? { kind: 'valid', userId } : { kind: 'invalid' };
}

/** For REST handlers that need a member: the id, or 401 with a message saying why. */
export function requireBearer(config: Pick<Config, 'jwtSecret'>, req: Request): string {
  const bearer = readBearer(config, req);
  if (bearer.kind === 'valid') return bearer.userId;
  throw unauthenticated(
    bearer.kind === 'none' ? AUTH_ERRORS.notSignedIn : AUTH_ERRORS.sessionExpired,
  );
}

const VIEWER = 'squadupViewerId';

/**
 * In front of Apollo on /graphql. No header: the request goes on anonymously (public operations
 * work). A header that is not a valid access token (expired, forged, other algorithm): the whole
 * request answers HTTP 401 with errors[0].extensions.code UNAUTHENTICATED, so the web client
 * refreshes once and retries. Done here rather than by throwing from Apollo's context function,
 * because Apollo only keeps a thrown error's HTTP status when it is an `instanceof` its own copy of
 * GraphQLError, which two copies of graphql (ESM and CJS, as under vitest) break.
 */
export function graphqlBearerAuth(config: Pick<Config, 'jwtSecret'>): RequestHandler {
  return (req, res, next) => {
    const bearer = readBearer(config, req);
    if (bearer.kind === 'invalid') {
      res.status(401).json({
        errors: [{ message: AUTH_ERRORS.sessionExpired, extensions: { code: 'UNAUTHENTICATED' } }],
      });
      return;
    }
    res.locals[VIEWER] = bearer.kind === 'valid' ? bearer.userId : null;
    next();
  };
}

/** The member graphqlBearerAuth found for this request, or null. */
export function viewerIdOf(res: Response): string | null {
  const id: unknown = res.locals[VIEWER];
  return typeof id === 'string' ? id : null;
}
