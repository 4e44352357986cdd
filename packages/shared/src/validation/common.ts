// Building blocks for the validation schemas. Every bound comes from limits.ts; messages are
// built from the same constants, so a counter and its error never disagree.
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';

export const tooLong = (label: string, max: number): string =>
  `${label} must be at most ${max} characters.`;

export const badCharacters = (label: string): string =>
  `${label} contains a character that is not allowed (a control character or broken Unicode).`;

// U+0000 cannot be stored in a PostgreSQL text column at all; the other C0 controls are never
// typed by a person and can hide text in logs and terminals. Tab, new line and carriage return
// stay: textareas send CRLF line ends. (Bidi and zero-width characters are allowed: real
// languages and emoji sequences need them.)
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// A UTF-16 half without its other half cannot be encoded as UTF-8, so the database refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text can be stored and shown as is: no C0 control but tab/LF/CR, no unpaired surrogate. */
export const isSafeText = (text: string): boolean =>
  !CONTROL.test(text) && !LONE_SURROGATE.test(text);

/**
 * The base of every free-text schema: a string that passes isSafeText. `missing` is the message
 * for a missing or non-string value.
 */
export function safeString(label: string, missing: string = `${label} is required.`) {
  return z.string({ error: missing }).refine(isSafeText, badCharacters(label));
}

/** Required text: trimmed, non-empty, at most `max` characters. */
export function requiredText(label: string, max: number = TEXT_LIMITS.shortMax) {
  return safeString(label).trim().min(1, `${label} is required.`).max(max, tooLong(label, max));
}

/**
 * Optional text: trimmed, at most `max`; empty, blank, null or missing all become null,
 * because the spec sends empty optional values as null.
 */
export function optionalText(label: string, max: number = TEXT_LIMITS.shortMax) {
  return safeString(label)
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An http(s) URL (other schemes such as javascript: are refused). */
export function httpUrl(label: string) {
  const message = `${label} must be a valid http(s) URL.`;
  return safeString(label)
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
  const choice = safeString(label)
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
