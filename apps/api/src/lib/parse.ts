import type { ZodType } from 'zod';
import { fromZodError } from '../errors.js';

/**
 * Parses client input with a schema from @squadup/shared (the web validates with the same one);
 * a failure is BAD_USER_INPUT with the schema's message, and nothing has changed yet.
 */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error);
  return result.data;
}
