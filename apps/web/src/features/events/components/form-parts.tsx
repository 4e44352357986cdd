import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { SKILL_PROFICIENCY, SKILL_PROFICIENCY_LABELS } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { controlProps } from '@/lib/forms';
import { formatUtcOffset, utcOffsetChoices } from '../lib/utc-offsets';

// The event forms' controls: a label, the control, then its own message under it (the shared
// schema's or the server's), which the control points at while it is wrong.

/** The id of a field's message, which its control's aria-describedby names. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

interface FormFieldProps {
  label: string;
  htmlFor: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

export function FormField({ error, children, ...field }: FormFieldProps) {
  return (
    <Field {...field}>
      {children}
      {error ? (
        <p id={errorIdOf(field.htmlFor)} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </Field>
  );
}

/**
 * The props that tie a form's fields to their labels and messages: `control(name)` for the native
 * control, `field(name)` for its FormField. Ids are `${base}-${name}`.
 */
export function fieldBindings<F extends FieldValues, T>(
  form: UseFormReturn<F, unknown, T>,
  base: string,
  disabled: boolean,
) {
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  return {
    control: (name: FieldPath<F>, hinted = false) =>
      controlProps(form, name, {
        id: `${base}-${name}`,
        errorId: errorIdOf(`${base}-${name}`),
        hinted,
        disabled,
      }),
    field: (name: FieldPath<F>) => ({ htmlFor: `${base}-${name}`, error: errors[name]?.message }),
  };
}

interface SubmitRowProps {
  /** The server's answer when it named no field. */
  failure?: string;
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The end of a form: its one message, then the submit button (full width on phones). */
export function SubmitRow({ failure, busy, label, busyLabel }: SubmitRowProps) {
  return (
    <>
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" disabled={busy} className="w-full sm:w-fit">
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}

/** A message under a control that is not a native one (the tag input). */
export function FieldMessage({ message }: { message?: string }) {
  if (!message) return null;
  return <p className="-mt-1 text-xs font-medium text-destructive">{message}</p>;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with the inputs' look (a native one keeps the phone's own picker). */
export function Select({ className, ...props }: SelectProps) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-xl border border-input bg-card px-3 text-[0.9375rem] text-foreground',
        'shadow-[0_1px_2px_rgb(0_0_0/0.04)] hover:border-foreground/25 focus-visible:border-primary',
        'focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none',
        'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

/** The four levels, with a first choice that asks for one. */
export function LevelOptions() {
  return (
    <>
      <option value="" disabled>
        Choose a level
      </option>
      {SKILL_PROFICIENCY.map((level) => (
        <option key={level} value={level}>
          {SKILL_PROFICIENCY_LABELS[level]}
        </option>
      ))}
    </>
  );
}

/** The UTC offsets in use, "UTC+05:30", with `current` among them. */
export function UtcOffsetOptions({ current }: { current: number }) {
  return utcOffsetChoices(current).map((minutes) => (
    <option key={minutes} value={String(minutes)}>
      {formatUtcOffset(minutes)}
    </option>
  ));
}
