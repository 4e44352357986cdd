import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { DomainEvents } from './domain-events.js';
import type { Loaders } from './loaders.js';
import type { Logger } from './logger.js';
import type { ViewerRef } from './viewer.js';

/**
 * What every service operation is called with, one shape for all modules: `service.op(ctx,
 * ...arguments)`. A module that starts reporting events or reading config changes no signature.
 * Resolvers build it with `memberContext(ctx)`; REST routes, sockets and scripts build it with
 * `serviceContext(...)` (both in graphql/context.ts, above the modules, since building the
 * loaders needs every module). `db` is the root handle: a service opens its own transaction and
 * passes `tx` to its repo, never a ctx.
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
