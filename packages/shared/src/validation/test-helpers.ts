// Test-only helpers (not exported from the package).
import type { z } from 'zod';

/** The issue messages a value produces, [] when it is valid. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

/** A string of exactly `length` characters. */
export const chars = (length: number, char = 'a'): string => char.repeat(length);

/** `count` distinct tags of `length` characters each. */
export const tags = (count: number, length = 3): string[] =>
  Array.from({ length: count }, (_, i) => `${i}`.padEnd(length, 'x'));
