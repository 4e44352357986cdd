// The event forms hold what the member typed (numbers as text, a deadline as a day); the shared
// schemas judge what is sent. This turns one into the other and files each message under the
// form's own field, so the same text shows whether the browser or the server refused it.
import { z } from 'zod';
import { fieldErrorsOf } from '@/lib/error-message';

export interface FieldIssue {
  message: string;
  path: PropertyKey[];
}

/**
 * A schema over a form's state: `toInput` makes the shared schema's input from it, `extra` adds
 * rules the shared schema cannot judge alone. Its output is the shared schema's.
 */
export function judgedOverState<State, Output>(
  schema: z.ZodType<Output>,
  toInput: (state: State) => unknown,
  extra: (state: State) => FieldIssue[] = () => [],
) {
  return z.custom<State>().transform((state, ctx): Output => {
    const parsed = schema.safeParse(toInput(state));
    const issues = (parsed.error?.issues ?? []).map(({ message, path }) => ({ message, path }));
    issues.push(...extra(state));
    if (!parsed.success || issues.length > 0) {
      // A nested path ('roles.2') belongs to its field ('roles'), as the form shows it.
      for (const { message, path } of issues)
        ctx.addIssue({ code: 'custom', message, path: path.slice(0, 1) });
      return z.NEVER;
    }
    return parsed.data;
  });
}

/** The number typed, null for an empty box (NaN, which the schemas refuse, for anything else). */
export function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * The server's messages for the form's own fields (`fields`), by field; what it said of anything
 * else is left to the form's one message.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): [Field, string][] {
  const found = new Map<Field, string>();
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fields.find((name) => name === path.split('.')[0]);
    if (field && !found.has(field)) found.set(field, message);
  }
  return [...found];
}
