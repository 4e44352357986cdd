import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { User } from '../db/schema/index.js';
import { unauthenticated } from '../errors.js';
import type { Admission } from '../lib/admission.js';
import type { Logger } from '../lib/logger.js';
import type { DomainEvents } from '../lib/domain-events.js';
import type { ServiceContext } from '../lib/service-context.js';
import { VISITOR, type ViewerRef } from '../lib/viewer.js';
import type { Loaders } from '../lib/loaders.js';

/**
 * Account creation for GraphQL createUser (the sign-up rules and the verification mail): the auth
 * module implements it, the app hands it to the context, so this file needs no module.
 */
export interface AccountCreator {
  create(input: unknown): Promise<User>;
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
  /** This instance's gate for message sends (lib/admission.ts), shared with the socket's sends. */
  sendAdmission: Admission;
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

/**
 * The service context of a public read (access rule `public`): the signed-in member, or the
 * VISITOR for an anonymous caller; the service decides what a visitor may read.
 */
export const readerContext = (ctx: GraphQLContext): ServiceContext =>
  memberContext({ ...ctx, user: ctx.user ?? VISITOR });
