import type { FieldFunctionOptions, FieldPolicy, Reference, StoreObject } from '@apollo/client';

type Item = Reference | StoreObject;

/** What identifies one item of a list, so a page that overlaps what is held adds no copy. */
export type ItemKey = (item: Item, readField: FieldFunctionOptions['readField']) => unknown;

/** Normalised entities (Post, Application, Person ...) are told apart by their `_id`. */
const byId: ItemKey = (item, readField) => readField('_id', item);

interface PageArgs {
  page?: number | null;
  limit?: number | null;
}

/**
 * A root list the API pages with `page` (from 1) and `limit`, grown by `fetchMore({ variables:
 * { page } })` under one cache entry per value of `keyArgs` (the arguments that choose *what* is
 * listed: a search, a post, a member; never `page` or `limit`).
 *
 * - Page 1 replaces the list: it is a first load, a refetch, or a write after a mutation
 *   (`cache.updateQuery` with the first page's variables), and each of these means "this is the
 *   list now".
 * - A later page is written at its offset (`(page - 1) * limit`): what is held before it stays,
 *   items the page brings that are already held before it are skipped (rows move between pages
 *   when the list changes meanwhile), and whatever was held past the page stays after it.
 * - Entries whose entity left the cache (`cache.evict`, e.g. a deleted post) no longer count:
 *   the list shown skips them, so the offset must too.
 */
export function offsetPagedList(
  keyArgs: FieldPolicy['keyArgs'],
  itemKey: ItemKey = byId,
): FieldPolicy<Item[], Item[]> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField, canRead }) {
      const { page, limit } = (args ?? {}) as PageArgs;
      if (!existing || !page || page <= 1) return incoming.slice();
      const held = existing.filter((item) => canRead(item));
      const offset = (page - 1) * (limit ?? incoming.length);
      const keyOf = (item: Item) => itemKey(item, readField);
      const before = held.slice(0, offset);
      const seen = new Set(before.map(keyOf));
      const fresh = incoming.filter((item) => isNew(keyOf(item), seen));
      const after = held.slice(offset + incoming.length).filter((item) => isNew(keyOf(item), seen));
      return [...before, ...fresh, ...after];
    },
  };
}

/** Records `key` as seen and says whether it was new; an item without a key is always kept. */
function isNew(key: unknown, seen: Set<unknown>): boolean {
  if (key === undefined) return true;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}
