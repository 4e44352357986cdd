// "The newest N rows matching a condition" at a cost that does not grow with the table, whatever
// the condition's selectivity (docs/decisions/0018). Walking the newest-first index stops early
// when matches are common but walks everything when they are rare; an index on the condition
// (GIN, trigram) answers rare matches at once but must sort every match when they are common.
// So a list first walks a bounded WINDOW of the newest rows; only when that window holds fewer
// than N matches (then matches are rare) does it ask the condition's index for all of them.
// Both answers are exact: if the newest W rows hold N matches, those are the newest N. The
// queries (posts.discover.ts, people.repo.ts) do both in one statement, the second gated.

/** Rows a list walks newest-first before it asks the condition's index instead. */
export const WINDOW_MIN_ROWS = 2000;

/**
 * The window for a page that needs `need` rows (offset + limit): deep pages walk further. A list
 * whose rows cost more to test than to find through the index takes a smaller `minRows` (people:
 * each member's skills are probed).
 */
export const windowRows = (need: number, minRows = WINDOW_MIN_ROWS): number => minRows + 4 * need;
