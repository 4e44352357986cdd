// Tag lists (skills, roles, tech, technologies, filter values). Two rules, chosen per use:
// - strictTags (post form): the form's tag input already trims and ignores blanks and
//   duplicates, so anything else reaching the schema is an error the user must fix.
// - cleanTags (filters, profile technologies): the spec says values are trimmed and blank or
//   duplicate ones are ignored / de-duplicated, so the schema removes them instead of failing.
// Duplicates are compared case-insensitively in both ("React" equals "react").
import { z } from 'zod';
import { dedupe, hasDuplicates, safeString, tooLong } from './common.js';

interface TagRules {
  label: string;
  maxItems: number;
  itemMax: number;
}

const tooMany = ({ label, maxItems }: TagRules): string =>
  `At most ${maxItems} ${label.toLowerCase()} allowed.`;

/** Trimmed, non-empty, no duplicates, at most maxItems; missing becomes []. */
export function strictTags(rules: TagRules) {
  const item = safeString(rules.label)
    .trim()
    .min(1, `${rules.label} cannot be empty.`)
    .max(rules.itemMax, tooLong(`Each of ${rules.label.toLowerCase()}`, rules.itemMax));
  return z
    .array(item)
    .max(rules.maxItems, tooMany(rules))
    .refine((tags) => !hasDuplicates(tags), `${rules.label} must not contain duplicates.`)
    .nullish()
    .transform((tags) => tags ?? []);
}

/** Trimmed; blanks and duplicates removed; then at most maxItems; missing becomes []. */
export function cleanTags(rules: TagRules) {
  const item = safeString(rules.label)
    .trim()
    .max(rules.itemMax, tooLong(`Each of ${rules.label.toLowerCase()}`, rules.itemMax));
  return z
    .array(item)
    .nullish()
    .transform((tags) => dedupe((tags ?? []).filter((t) => t !== '')))
    .pipe(z.array(z.string()).max(rules.maxItems, tooMany(rules)));
}
