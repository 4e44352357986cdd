import DataLoader from 'dataloader';
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

/**
 * A DataLoader that also answers, without a promise, a key whose batch has come back: a list's
 * resolver loads its items' facts first, and then each item's fields read them at once (a field
 * resolver that returns a promise costs graphql-jit a wait of its own; a page of cards had seven
 * per card).
 */
export class PeekableLoader<Key, Value> extends DataLoader<Key, Value> {
  private readonly settled: Map<Key, Value>;

  constructor(batch: DataLoader.BatchLoadFn<Key, Value>) {
    const settled = new Map<Key, Value>();
    super(async (keys) => {
      const values = await batch(keys);
      keys.forEach((key, i) => {
        const value = values[i];
        if (!(value instanceof Error)) settled.set(key, value as Value);
      });
      return values;
    });
    this.settled = settled;
  }

  override clear(key: Key): this {
    this.settled.delete(key);
    return super.clear(key);
  }

  override clearAll(): this {
    this.settled.clear();
    return super.clearAll();
  }

  /** `then(value)`: at once when the key's batch has come back, else once it has. */
  read<Result>(key: Key, then: (value: Value) => Result): Result | Promise<Result> {
    return this.settled.has(key) ? then(this.settled.get(key) as Value) : this.load(key).then(then);
  }
}
