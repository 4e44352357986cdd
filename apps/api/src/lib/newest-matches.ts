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

/** Up to this many rows to find, a list with a step for recent matches walks a shorter window. */
const SHORT_WINDOW_MAX_NEED = 100;

/**
 * The window for a list that, past it, can ask its condition's index for the last weeks' matches
 * only (Discover's groups with keys in posts_open_discover_idx): on the first pages, 1,000 rows
 * and 10 per row to find, so a condition rarer than about one post in 250 goes to that step,
 * which reads the last weeks' matches (a few hundred rows at most at that density) for less than
 * walking 2,000 of the newest posts. Deeper pages walk what windowRows gives, so a common
 * condition is not sent to read thousands of recent matches (docs/decisions/0066).
 */
export const windowRowsBeforeRecent = (need: number): number =>
  need <= SHORT_WINDOW_MAX_NEED ? 1000 + 10 * need : windowRows(need);
