import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { unauthenticated } from '../errors.js';
import type { Logger } from '../lib/logger.js';
import type { AccountCreator } from '../modules/auth/index.js';
import type { DomainEvents } from '../lib/domain-events.js';
import type { ServiceContext } from '../lib/service-context.js';
import type { Loaders } from './loaders.js';

/**
 * The signed-in member as resolvers see it, from a live bearer access token. The token is
 * checked (signature, HS256 only, exp, issuer, audience, and that its session has not ended)
 * before Apollo runs; the member's row is not loaded here, so a resolver that needs more of it
 * loads it (and treats a missing row as NOT_FOUND).
 */
export interface ViewerRef {
  id: string;
  /**
   * The sign-in session of the request's access token (GraphQL requests carry one): what an
   * upload URL is bound to. Absent where no token was presented (scripts, tests' contexts).
   */
  session?: { id: string; version: number };
}

/** Built once per GraphQL request; generated resolver types (generated/resolvers.ts) use it. */
export interface GraphQLContext {
  db: Database;
  config: Config;
  user: ViewerRef | null;
  /** The caller's address (req.ip, honouring TRUST_PROXY): per-IP limits of public operations. */
  ip?: string;
  requestId: string;
  /** Request-scoped logger (carries the request id). */
  log: Logger;
  /** Per-request DataLoaders (loaders.ts); resolvers never import a loader directly. */
  loaders: Loaders;
  /** The domain-event dispatcher services record on (docs/decisions/0038). */
  events: DomainEvents<Database>;
  /** Sign-up as the auth module does it (rules, verification mail): createUser uses it. */
  accounts: AccountCreator;
}

/** The signed-in member, or UNAUTHENTICATED: the first line of every member-only resolver. */
export function requireUser(ctx: Pick<GraphQLContext, 'user'>): ViewerRef {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** The service context of a member-only operation (UNAUTHENTICATED for anonymous callers). */
export const memberContext = (ctx: GraphQLContext): ServiceContext => ({
  db: ctx.db,
  viewer: requireUser(ctx),
  events: ctx.events,
  config: ctx.config,
  log: ctx.log,
  loaders: ctx.loaders,
});
