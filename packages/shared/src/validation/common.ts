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
// stay: textareas send CRLF line ends. The C1 controls (U+0080-U+009F) are never typed either, and
// a terminal reads some of them as escapes (U+009B starts a colour or cursor sequence), so they
// are refused in all text (docs/decisions/0036).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u0080-\u009F]/;
// A UTF-16 half without its other half cannot be encoded as UTF-8, so the database refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Bidi embeddings, overrides and isolates reorder the text after them: in a name, title or tag
// they make "exe.pdf" read as "fdp.exe" and spill into what is shown next to it. Right-to-left
// paragraphs may need them, so multi-line text keeps them; the marks (LRM, RLM, ALM) are never
// refused (docs/decisions/0036).
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export const badDirection = (label: string): string =>
  `${label} contains a hidden text-direction character (U+202A-U+202E or U+2066-U+2069), which is not allowed here.`;

/** Whether text can be stored and shown as is: no control but tab/LF/CR, no unpaired surrogate. */
export const isSafeText = (text: string): boolean =>
  !CONTROL.test(text) && !LONE_SURROGATE.test(text);

/** isSafeText, and no bidi embedding, override or isolate: the rule of one-line values. */
export const isSafeLine = (text: string): boolean =>
  isSafeText(text) && !DIRECTION_CONTROL.test(text);

/**
 * The base of every single-line schema (names, titles, tags, search, links): a string that passes
 * isSafeLine. `missing` is the message for a missing or non-string value.
 */
export function safeString(label: string, missing: string = `${label} is required.`) {
  return safeMultilineString(label, missing).refine(
    (text) => !DIRECTION_CONTROL.test(text),
    badDirection(label),
  );
}

/**
 * The base of multi-line text (bio, descriptions, messages): isSafeText only, so bidi controls a
 * right-to-left paragraph may need stay.
 */
export function safeMultilineString(label: string, missing: string = `${label} is required.`) {
  return z.string({ error: missing }).refine(isSafeText, badCharacters(label));
}

/** Required single-line text: trimmed, non-empty, at most `max` characters. */
export function requiredText(label: string, max: number = TEXT_LIMITS.shortMax) {
  return safeString(label).trim().min(1, `${label} is required.`).max(max, tooLong(label, max));
}

/**
 * Optional single-line text: trimmed, at most `max`; empty, blank, null or missing all become
 * null, because the spec sends empty optional values as null.
 */
export function optionalText(label: string, max: number = TEXT_LIMITS.shortMax) {
  return optionalOf(safeString(label), label, max);
}

/** optionalText for multi-line text (a bio, a description, a message): bidi controls allowed. */
export function optionalMultilineText(label: string, max: number = TEXT_LIMITS.longMax) {
  return optionalOf(safeMultilineString(label), label, max);
}

function optionalOf(base: z.ZodString, label: string, max: number) {
  return base
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));
}

// Everything cleanSingleLine removes outright (whitespace controls become spaces first).
const UNSAFE_IN_LINE = new RegExp(
  `${CONTROL.source}|${LONE_SURROGATE.source}|${DIRECTION_CONTROL.source}`,
  'g',
);

/**
 * A one-line value made from text nobody can be asked to fix (a name Google or GitHub sends):
 * line breaks and tabs become spaces, other controls, lone surrogates and bidi controls are
 * dropped, whitespace is collapsed, and the result is capped at `max` without splitting a
 * surrogate pair. What it answers passes requiredText (or is '' when nothing was left).
 */
export function cleanSingleLine(text: string, max: number = TEXT_LIMITS.shortMax): string {
  const line = text
    .replace(/[\t\n\r]/g, ' ')
    .replace(UNSAFE_IN_LINE, '')
    .replace(/\s+/g, ' ')
    .trim();
  let capped = line.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(capped)) capped = capped.slice(0, -1);
  return capped.trim();
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
