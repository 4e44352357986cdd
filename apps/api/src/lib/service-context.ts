import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { ViewerRef } from '../graphql/context.js';
import { createLoaders, type Loaders } from '../graphql/loaders.js';
import type { DomainEvents } from './domain-events.js';
import type { Logger } from './logger.js';

/**
 * What every service operation is called with, one shape for all modules: `service.op(ctx,
 * ...arguments)`. A module that starts reporting events or reading config changes no signature.
 * Resolvers build it with `memberContext(ctx)` (graphql/context.ts); REST routes, sockets and
 * scripts build it with `serviceContext(...)`. `db` is the root handle: a service opens its own
 * transaction and passes `tx` to its repo, never a ctx.
 */
export interface ServiceContext {
  db: Database;
  /** The signed-in member the operation acts for. */
  viewer: ViewerRef;
  /** The domain-event dispatcher: `transact(ctx, ...)` opens a transaction whose events it delivers. */
  events: DomainEvents<Database>;
  config: Config;
  log: Logger;
  /** The request's DataLoaders (one batch per tick, cache per request). */
  loaders: Loaders;
}

/** A service context outside GraphQL (REST routes, sockets, scripts), with fresh loaders. */
export const serviceContext = (
  deps: Omit<ServiceContext, 'viewer' | 'loaders'>,
  viewer: ViewerRef,
): ServiceContext => ({ ...deps, viewer, loaders: createLoaders(deps.db, viewer.id) });
