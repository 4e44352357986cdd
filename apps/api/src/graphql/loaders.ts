import type { Database } from '../db/client.js';
import type { LoaderFactories, LoaderScope, Loaders } from '../lib/loaders.js';
import type { ServiceContext } from '../lib/service-context.js';
import type { ViewerRef } from '../lib/viewer.js';
import { chatLoaders } from '../modules/chat/index.js';
import { connectionsLoaders } from '../modules/connections/index.js';
import { peopleLoaders } from '../modules/people/index.js';
import { postsLoaders } from '../modules/posts/index.js';
import { squadsLoaders } from '../modules/squads/index.js';
import { presenceLoaders } from '../modules/presence/index.js';

/** Every module's loader factories: TypeScript refuses a loader of `Loaders` left out. */
const FACTORIES: LoaderFactories<keyof Loaders> = {
  ...connectionsLoaders,
  ...peopleLoaders,
  ...postsLoaders,
  ...squadsLoaders,
  ...chatLoaders,
  ...presenceLoaders,
};

/**
 * One request's loaders: each is made when first read and kept for the request (a getter on the
 * prototype replaced by the instance's own value). A request reads one or two of them, so making
 * all of them for every request was work for nothing.
 */
class RequestLoaders {
  constructor(readonly scope: LoaderScope) {}
}
for (const [name, make] of Object.entries(FACTORIES) as [string, (s: LoaderScope) => unknown][])
  Object.defineProperty(RequestLoaders.prototype, name, {
    get(this: RequestLoaders) {
      const loader = make(this.scope);
      Object.defineProperty(this, name, { value: loader });
      return loader;
    },
  });

/**
 * Per-request batch loaders (style habit 6): a field that needs one row per list item asks its
 * loader, and every such ask within one tick becomes one query. Built with the context, so a
 * cache never outlives the request or crosses members. Each module owns its loaders (the batch
 * function, the loader and its place in `Loaders`, in its `X.loaders.ts`); this file only
 * composes them, above the modules (docs/decisions/0026, 0037).
 */
export const createLoaders = (db: Database, viewerId: string | null): Loaders =>
  new RequestLoaders({ db, viewerId }) as unknown as Loaders;

/** A service context outside GraphQL (REST routes, sockets, scripts), with its own loaders. */
export const serviceContext = (
  deps: Omit<ServiceContext, 'viewer' | 'loaders'>,
  viewer: ViewerRef,
): ServiceContext => ({ ...deps, viewer, loaders: createLoaders(deps.db, viewer.id) });
