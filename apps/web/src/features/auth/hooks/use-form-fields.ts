import { useState } from 'react';

/** What a zod issue carries that the form needs. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface Options<F extends string> {
  /** Control ids are `${idPrefix}-${field with _ as -}`, matching their <Field htmlFor>. */
  idPrefix: string;
  /** Fields with a hint under them (Field renders it as `${id}-hint`). */
  hinted?: readonly NoInfer<F>[];
}

/**
 * State for a small auth form: the values, one message (validation or server) shown in an alert,
 * the fields that message is about, and a busy flag. `bind(name)` wires a control to all of it.
 */
export function useFormFields<F extends string>(initial: Record<F, string>, options: Options<F>) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [invalidFields, setInvalidFields] = useState<ReadonlySet<F>>(new Set());
  const [busy, setBusy] = useState(false);
  const errorId = `${options.idPrefix}-error`;
  const idOf = (name: F) => `${options.idPrefix}-${name.replaceAll('_', '-')}`;

  /** Shows the first issue and marks (and focuses the first of) the fields they concern. */
  const showIssues = (issues: readonly Issue[]) => {
    const fields = issues
      .map((issue) => issue.path[0])
      .filter((f): f is F => typeof f === 'string');
    setInvalidFields(new Set(fields));
    setError(issues[0]?.message ?? null);
    const first = (Object.keys(initial) as F[]).find((name) => fields.includes(name));
    if (first) document.getElementById(idOf(first))?.focus();
  };

  /** A message about the whole form (e.g. the server's answer). */
  const showError = (message: string | null) => {
    setInvalidFields(new Set());
    setError(message);
  };

  const bind = (name: F) => {
    const describedBy = [
      options.hinted?.includes(name) ? `${idOf(name)}-hint` : null,
      invalidFields.has(name) ? errorId : null,
    ].filter(Boolean);
    return {
      id: idOf(name),
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((v) => ({ ...v, [name]: event.target.value })),
      disabled: busy,
      'aria-invalid': invalidFields.has(name) || undefined,
      'aria-describedby': describedBy.join(' ') || undefined,
    };
  };

  return { values, error, errorId, busy, setBusy, bind, showIssues, showError };
}
