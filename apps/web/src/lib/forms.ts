// The one wiring of a form: react-hook-form holds the values, the shared zod schema (the one the API
// parses with) judges them through the zod resolver. docs/decisions/0023-forms-on-react-hook-form.md
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type FormState,
  type PathValue,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form judged by `schema` on submit only, and again only on the next submit: a message stays as it
 * is while the member types (as on every form of ours). `handleSubmit` hands the schema's output
 * (trimmed, nulls for blanks...) to its callback. `F`, the form's values, may be narrower than what
 * the schema accepts (e.g. '' where the schema also takes null).
 */
export function useSchemaForm<
  S extends FormSchema,
  F extends z.input<S> & FieldValues = z.input<S> & FieldValues,
>(
  schema: S,
  options: Omit<UseFormProps<F, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<F, unknown, z.output<S>> {
  return useForm<F, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
    // The schema accepts every F (F extends its input); the resolver's type only names the input.
    resolver: zodResolver(schema) as unknown as Resolver<F, unknown, z.output<S>>,
  });
}

// A server's answer is kept as a root error: react-hook-form clears it on the next submit.
const SERVER_ERROR = 'root.server';

/** Shows a failed call's message as the form's message (under the fields, not on any field). */
export function showServerError<F extends FieldValues, T>(
  form: UseFormReturn<F, unknown, T>,
  message: string,
): void {
  form.setError(SERVER_ERROR, { type: 'server', message });
}

/**
 * The one message a form shows: the server's answer, else the first field message in the order the
 * schema reported them (a nested one, such as a link's URL, included); null when all is well.
 */
export function formMessage(errors: FieldErrors): string | null {
  return errors.root?.server?.message ?? firstMessage(errors) ?? null;
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the field's element; `root` holds the server's answer, read first above.
    if (key === 'ref' || key === 'root') continue;
    const found = firstMessage(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Whether the values passed the schema and are being sent, until the call answers. Not while the
 * schema is judging, so a refused submit never disables, and so never loses, the field being fixed.
 */
export function isSubmittingValues(state: FormState<FieldValues>): boolean {
  // Both flags are read every time: reading one is what subscribes the form to its changes.
  const { isSubmitting, isValidating } = state;
  return isSubmitting && !isValidating;
}

/** Sending, or sent (the screen is about to change): the form stays disabled after a success. */
export function isSending(state: FormState<FieldValues>): boolean {
  const { isSubmitSuccessful } = state;
  return isSubmittingValues(state) || isSubmitSuccessful;
}

interface ControlOptions {
  /** The control's id, which its <Field htmlFor> names. */
  id: string;
  /** The id of the form's message, which an invalid control points at. */
  errorId: string;
  /** The control has a hint under it (Field renders it as `${id}-hint`). */
  hinted?: boolean;
  disabled?: boolean;
}

/**
 * Props for a native control bound to `name`: react-hook-form's register, the id its label names,
 * and aria-invalid / aria-describedby pointing at the form's message while the field is wrong.
 */
export function controlProps<F extends FieldValues, T>(
  form: UseFormReturn<F, unknown, T>,
  name: FieldPath<F>,
  { id, errorId, hinted = false, disabled }: ControlOptions,
) {
  const invalid = Boolean(form.formState.errors[name]);
  const describedBy = [hinted ? `${id}-hint` : null, invalid ? errorId : null].filter(Boolean);
  return {
    ...form.register(name),
    id,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy.join(' ') || undefined,
  };
}

/**
 * `value` and `onChange(value)` for a control that reports a value rather than an event (a tag
 * input, a checkbox, the profile dialogs' text fields): registered, watched, set through the form.
 */
export function bindValue<F extends FieldValues, T, N extends FieldPath<F>>(
  form: UseFormReturn<F, unknown, T>,
  name: N,
) {
  form.register(name);
  return {
    value: form.watch(name),
    onChange: (value: PathValue<F, N>) => form.setValue(name, value, { shouldDirty: true }),
  };
}
