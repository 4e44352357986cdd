import type { ApolloCache, Reference } from '@apollo/client';

/**
 * Takes a squad the viewer has left (or was removed from) out of the cached My Squads list, so it
 * never shows there again while the list refetches. The squad's own entry stays: evicting it
 * would send the squad page, still mounted for a moment, back to the server for it.
 */
export function forgetSquad(cache: ApolloCache, postId: string): void {
  cache.modify<{ getMySquads: readonly Reference[] }>({
    fields: {
      getMySquads: (squads, { readField }) =>
        squads.filter((squad) => readField('_id', squad) !== postId),
    },
  });
}
