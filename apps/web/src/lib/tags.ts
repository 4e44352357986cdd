// The tag rules shared by filter panels and forms: added text is trimmed and
// ignored when empty or a duplicate (case-insensitive), and a list never grows past its maximum.
import { TEXT_LIMITS } from '@squadup/shared';

export interface TagRules {
  /** At most this many items; further additions are ignored. */
  maxItems?: number;
  /** Each item at most this many characters (after trimming); longer ones are ignored. */
  itemMax?: number;
}

export const sameTag = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Whether `raw` would be added to `tags` under `rules`. */
export function canAddTag(tags: readonly string[], raw: string, rules: TagRules = {}): boolean {
  const tag = raw.trim();
  if (tag === '') return false;
  if (rules.itemMax !== undefined && tag.length > rules.itemMax) return false;
  if (rules.maxItems !== undefined && tags.length >= rules.maxItems) return false;
  return !tags.some((t) => sameTag(t, tag));
}

/** `tags` plus the trimmed `raw`, or `tags` itself (same reference) when it is ignored. */
export function addTag(tags: readonly string[], raw: string, rules: TagRules = {}): string[] {
  return canAddTag(tags, raw, rules) ? [...tags, raw.trim()] : (tags as string[]);
}

/** `tags` without `tag` (case-insensitive), or with it when absent: for suggestion chips. */
export function toggleTag(tags: readonly string[], tag: string, rules: TagRules = {}): string[] {
  return tags.some((t) => sameTag(t, tag))
    ? tags.filter((t) => !sameTag(t, tag))
    : addTag(tags, tag, rules);
}

/** Filter values read from an address, cleaned like typed tags: trimmed, no blanks or duplicates, bounded. */
export const filterTags = (values: string[]): string[] =>
  values.reduce<string[]>(
    (list, value) =>
      addTag(list, value, { maxItems: TEXT_LIMITS.tagsMax, itemMax: TEXT_LIMITS.shortMax }),
    [],
  );
