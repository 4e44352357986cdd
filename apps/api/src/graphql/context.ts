import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

/** The signed-in member as resolvers see it; auth fills it from the bearer token (a later issue). */
export interface ViewerRef {
  id: string;
}

/** Built once per GraphQL request; generated resolver types (generated/resolvers.ts) use it. */
export interface GraphQLContext {
  db: Database;
  config: Config;
  user: ViewerRef | null;
  requestId: string;
  /** Request-scoped logger (carries the request id). */
  log: Logger;
}
