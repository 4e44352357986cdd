import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { POST_LIMITS } from '@squadup/shared';
import { Input } from '@/components/ui/input';
import { localDay } from '@/lib/calendar-dates';

interface WhenFieldsProps {
  /** A prefix for the controls' ids. */
  id: string;
  register: {
    starts_on: UseFormRegisterReturn;
    ends_on: UseFormRegisterReturn;
    apply_by: UseFormRegisterReturn;
    hours_per_week: UseFormRegisterReturn;
  };
  startsOn: string;
  /** The deadline the post has (edit): whether it has passed, while the form still shows it. */
  keptDeadlinePassed: boolean;
  errors: Partial<Record<string, string>>;
}

/**
 * When the project runs, the last day to apply and the hours a week: all optional. The date
 * pickers start from what makes sense (the end from the start, the deadline from today); the
 * shared schema judges what is typed.
 */
export function WhenFields({
  id,
  register,
  startsOn,
  keptDeadlinePassed,
  errors,
}: WhenFieldsProps) {
  const today = localDay(new Date());
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <DateField id={`${id}-starts`} label="Start date" error={errors.starts_on}>
        {register.starts_on}
      </DateField>
      <DateField
        id={`${id}-ends`}
        label="End date"
        min={startsOn || undefined}
        error={errors.ends_on}
      >
        {register.ends_on}
      </DateField>
      <DateField
        id={`${id}-apply-by`}
        label="Apply by"
        min={today}
        hint={
          keptDeadlinePassed
            ? 'This deadline has passed, so applying is closed. Pick a later day to take applications again.'
            : 'Applying closes at the end of this day, your time.'
        }
        error={errors.apply_by}
      >
        {register.apply_by}
      </DateField>
      <WhenField
        id={`${id}-hours`}
        label="Hours a week"
        hint={`What a teammate should plan for, 1 to ${POST_LIMITS.hoursPerWeekMax}.`}
        error={errors.hours_per_week}
      >
        {(describedBy) => (
          <Input
            id={`${id}-hours`}
            type="number"
            inputMode="numeric"
            min={1}
            max={POST_LIMITS.hoursPerWeekMax}
            step={1}
            placeholder="e.g. 10"
            {...register.hours_per_week}
            aria-invalid={Boolean(errors.hours_per_week)}
            aria-describedby={describedBy}
          />
        )}
      </WhenField>
    </div>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  min?: string;
  hint?: string;
  error?: string;
  children: UseFormRegisterReturn;
}

function DateField({ id, label, min, hint, error, children: registered }: DateFieldProps) {
  return (
    <WhenField id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <Input
          id={id}
          type="date"
          min={min}
          {...registered}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      )}
    </WhenField>
  );
}

interface WhenFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, given the ids of the hint and the message that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its hint and the schema's message under it. */
function WhenField({ id, label, hint, error, children }: WhenFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-foreground/90">
        {label}
      </label>
      {children(describedBy || undefined)}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
