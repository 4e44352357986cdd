// Building blocks for the validation schemas. Every bound comes from limits.ts; messages are
// built from the same constants, so a counter and its error never disagree.
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';

export const tooLong = (label: string, max: number): string =>
  `${label} must be at most ${max} characters.`;

/** Required text: trimmed, non-empty, at most `max` characters. */
export function requiredText(label: string, max: number = TEXT_LIMITS.shortMax) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, tooLong(label, max));
}

/**
 * Optional text: trimmed, at most `max`; empty, blank, null or missing all become null,
 * because the spec sends empty optional values as null.
 */
export function optionalText(label: string, max: number = TEXT_LIMITS.shortMax) {
  return z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An http(s) URL (other schemes such as javascript: are refused). */
export function httpUrl(label: string) {
  const message = `${label} must be a valid http(s) URL.`;
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(TEXT_LIMITS.urlMax, tooLong(label, TEXT_LIMITS.urlMax))
    .pipe(z.url({ protocol: /^https?$/, error: message }));
}

/** Optional http(s) URL: empty or missing becomes null. */
export function optionalHttpUrl(label: string) {
  return z
    .union([z.literal(''), httpUrl(label)])
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * One choice from a fixed list, or null when empty/missing. `lowercase` accepts any casing
 * and stores lowercase (work modes, levels, proficiency: spec "stored lowercase").
 */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
  { lowercase = false } = {},
) {
  const choice = z
    .string()
    .trim()
    .transform((v) => (lowercase ? v.toLowerCase() : v))
    .pipe(z.enum(values, { error: `${label} must be one of: ${values.join(', ')}.` }));
  return z
    .union([z.literal(''), choice])
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Case-insensitive key used for duplicate checks ("React" and "react" are the same tag). */
export const tagKey = (tag: string): string => tag.toLowerCase();

export function hasDuplicates(tags: readonly string[]): boolean {
  return new Set(tags.map(tagKey)).size !== tags.length;
}

/** Removes case-insensitive duplicates, keeping the first spelling. */
export function dedupe(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    if (seen.has(tagKey(tag))) continue;
    seen.add(tagKey(tag));
    kept.push(tag);
  }
  return kept;
}
