import type { Database } from '../db/client.js';
import type { Loaders } from '../lib/loaders.js';
import type { ServiceContext } from '../lib/service-context.js';
import type { ViewerRef } from '../lib/viewer.js';
import { chatLoaders } from '../modules/chat/index.js';
import { connectionsLoaders } from '../modules/connections/index.js';
import { peopleLoaders } from '../modules/people/index.js';
import { postsLoaders } from '../modules/posts/index.js';
import { squadsLoaders } from '../modules/squads/index.js';
import { presenceLoaders } from '../modules/presence/index.js';

/**
 * Per-request batch loaders (style habit 6): a field that needs one row per list item asks its
 * loader, and every such ask within one tick becomes one query. Built with the context, so a
 * cache never outlives the request or crosses members. Each module owns its loaders (the batch
 * function, the loader and its place in `Loaders`, in its `X.loaders.ts`); this file only
 * composes them, above the modules (docs/decisions/0026, 0037).
 */
export const createLoaders = (db: Database, viewerId: string | null): Loaders => ({
  ...connectionsLoaders(db, viewerId),
  ...peopleLoaders(db),
  ...postsLoaders(db, viewerId),
  ...squadsLoaders(db),
  ...chatLoaders(db, viewerId),
  ...presenceLoaders(db),
});

/**
 * A service context outside GraphQL (REST routes, sockets, scripts), with fresh loaders: built
 * here, above the modules, because the loaders come from every module. Built on first use: a
 * socket's message send builds a context per message and most never read a loader.
 */
export const serviceContext = (
  deps: Omit<ServiceContext, 'viewer' | 'loaders'>,
  viewer: ViewerRef,
): ServiceContext => {
  let loaders: Loaders | undefined;
  return {
    ...deps,
    viewer,
    get loaders() {
      return (loaders ??= createLoaders(deps.db, viewer.id));
    },
  };
};
