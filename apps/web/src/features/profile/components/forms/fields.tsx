import { useId, type InputHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the label "Optional". */
  optional?: boolean;
  /** Shows "12/50" under the field. */
  counterMax?: number;
  hint?: string;
}

/** A counter such as "12/50", turning red past the limit. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span
      id={id}
      className={cn(
        'text-xs tabular-nums text-muted-foreground',
        length > max && 'font-semibold text-destructive',
      )}
    >
      {length}/{max}
    </span>
  );
}

/** A labelled one-line input; `counterMax` adds a live character counter. */
export function TextField({
  label,
  value,
  onChange,
  optional,
  counterMax,
  hint,
  className,
  ...props
}: TextFieldProps) {
  const id = useId();
  return (
    <Field
      label={label}
      htmlFor={id}
      optional={optional}
      hint={hint}
      className={className}
      action={
        counterMax ? (
          <Counter id={`${id}-count`} length={value.length} max={counterMax} />
        ) : undefined
      }
    >
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
    </Field>
  );
}

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  counterMax?: number;
  optional?: boolean;
  placeholder?: string;
  rows?: number;
}

/** A labelled textarea with an optional character counter. */
export function TextAreaField({
  label,
  value,
  onChange,
  counterMax,
  optional,
  placeholder,
  rows = 4,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field
      label={label}
      htmlFor={id}
      optional={optional}
      action={
        counterMax ? (
          <Counter id={`${id}-count`} length={value.length} max={counterMax} />
        ) : undefined
      }
    >
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        rows={rows}
        className="min-h-24"
      />
    </Field>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium select-none">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 cursor-pointer rounded border-input accent-primary"
      />
      {label}
    </label>
  );
}
