// Dates travel as ISO-8601 strings: a calendar date (YYYY-MM-DD, what <input type=date> gives)
// or a full timestamp with offset. Impossible dates such as 2024-02-30 are refused.
import { z } from 'zod';
import { DATE_LIMITS } from '../limits.js';

/** Both ISO forms start with a four-digit year. */
const yearInRange = (iso: string): boolean => {
  const year = Number(iso.slice(0, 4));
  return year >= DATE_LIMITS.minYear && year <= DATE_LIMITS.maxYear;
};

/** Checks run on after a failed format: a text that is no ISO date has its one message. */
const yearInRangeIfIso = (text: string): boolean => !/^\d{4}-/.test(text) || yearInRange(text);

const yearRangeMessage = (label: string) =>
  `${label} must be between the years ${DATE_LIMITS.minYear} and ${DATE_LIMITS.maxYear}.`;

const isoDateOrDateTime = (label: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${label} must be a valid date.`,
    })
    .refine(yearInRange, { message: yearRangeMessage(label), abort: true });

export function requiredDate(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .pipe(isoDateOrDateTime(label));
}

/** `format` for a present value; empty or missing becomes null (then `finish` for a present one). */
function optional<T extends z.ZodType<string, string>>(format: T, finish = (v: string) => v) {
  return z
    .union([z.literal(''), z.string().trim().pipe(format)])
    .nullish()
    .transform((v) => (v ? finish(v) : null));
}

/** Empty or missing becomes null. */
export const optionalDate = (label: string) => optional(isoDateOrDateTime(label));

/** A calendar date (YYYY-MM-DD) or null: empty or missing becomes null. */
export const optionalCalendarDate = (label: string) =>
  optional(
    z.iso
      .date({ error: `${label} must be a valid date.` })
      .refine(yearInRangeIfIso, { message: yearRangeMessage(label) }),
  );

/**
 * A moment (ISO-8601 with an offset, e.g. what Date#toISOString gives) as UTC ISO text, or null:
 * empty or missing becomes null. Normalised after the union: a transform inside a branch hides
 * the branch's message.
 */
export const optionalInstant = (label: string) =>
  optional(
    z.iso
      .datetime({ offset: true, error: `${label} must be a valid date and time.` })
      .refine(yearInRangeIfIso, { message: yearRangeMessage(label) }),
    (v) => new Date(v).toISOString(),
  );

export const DATE_ORDER_MESSAGE = 'Start date must not be after end date.';

interface DatedItem {
  start_date?: string | null;
  end_date?: string | null;
  is_current?: boolean | null;
}

/** Start must not be after end; a current item has no end date, so there is nothing to compare. */
export function datesInOrder(item: DatedItem): boolean {
  if (item.is_current || !item.start_date || !item.end_date) return true;
  return Date.parse(item.start_date) <= Date.parse(item.end_date);
}

/** Ticking "current" clears the end date (spec: end date is null when current). */
export function clearEndIfCurrent<T extends DatedItem>(item: T): T {
  return item.is_current ? { ...item, end_date: null } : item;
}

/** Education, experience and project share these date rules: start before end, end cleared when current. */
export function withDateRules<S extends z.ZodType<DatedItem>>(schema: S) {
  return schema
    .refine(datesInOrder, { message: DATE_ORDER_MESSAGE, path: ['end_date'] })
    .transform((item: z.output<S>) => clearEndIfCurrent(item));
}
