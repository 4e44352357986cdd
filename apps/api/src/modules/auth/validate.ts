import type { z } from 'zod';
import { badInput, fromZodError } from '../../errors.js';

/**
 * Parses a request body with a shared schema. A failure is 400 with the first issue's message as
 * written in the schema (the spec's texts, no field prefix) and every field's message in fieldErrors.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw badInput(first?.message ?? 'Invalid input.', fromZodError(result.error).fieldErrors);
}
