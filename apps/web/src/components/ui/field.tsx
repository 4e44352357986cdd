import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FieldProps {
  label: string;
  /** The id of the control the label names. */
  htmlFor: string;
  /** Shown after the label, e.g. for a field that may stay empty. */
  optional?: boolean;
  /** Something on the label's row, on the right (e.g. a "Forgot password?" link). */
  action?: ReactNode;
  /** Help under the control; give the control aria-describedby={`${htmlFor}-hint`}. */
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A form control with its label and optional hint. */
export function Field({ label, htmlFor, optional, action, hint, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={htmlFor} className="text-sm font-semibold text-foreground/90">
          {label}
          {optional ? ' ' : null}
          {optional ? (
            <span className="ml-1.5 text-xs font-normal text-muted-foreground">Optional</span>
          ) : null}
        </label>
        {action}
      </div>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
