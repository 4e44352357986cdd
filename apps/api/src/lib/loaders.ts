import type { Database } from '../db/client.js';

/**
 * The request's DataLoaders, as services and field resolvers reach them through their context
 * (`ctx.loaders.memberCard.load(id)`): one loader per fact, keyed by id, so every ask within one
 * tick is one statement and a field nobody selected asks nothing. The interface is empty here and
 * each module adds its own loaders to it (`declare module '../../lib/loaders.js'` in its
 * `X.loaders.ts`, next to the batch function), so this floor names no module; graphql/loaders.ts
 * composes the modules' factories per request (docs/decisions/0026, 0037).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declaration merging
export interface Loaders {}

/** What a request's loader is made for: the database and the viewer (null: anonymous). */
export interface LoaderScope {
  db: Database;
  viewerId: string | null;
}

/** A module's loaders, each as the function that makes it for one request. */
export type LoaderFactories<Name extends keyof Loaders> = {
  [Key in Name]: (scope: LoaderScope) => Loaders[Key];
};
