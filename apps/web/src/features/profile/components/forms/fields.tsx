import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { SECTION_LIMITS } from '@squadup/shared';
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

/** A native select with the inputs' look (skill level). */
export const selectClasses =
  'h-11 w-full rounded-xl border border-input bg-card px-3 text-[0.9375rem] text-foreground shadow-[0_1px_2px_rgb(0_0_0/0.04)] hover:border-foreground/25 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none';

/** The counter beside a field's label, when it has a limit. */
function counterFor(id: string, value: string, max: number | undefined) {
  return max ? <Counter id={`${id}-count`} length={value.length} max={max} /> : undefined;
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

interface CountedFieldProps {
  label: string;
  value: string;
  optional?: boolean;
  counterMax?: number;
  hint?: string;
  className?: string;
  /** The control, given the id its label points at. */
  children: (id: string) => ReactNode;
}

/** A labelled control with the optional character counter beside its label. */
function CountedField({ value, counterMax, children, ...field }: CountedFieldProps) {
  const id = useId();
  return (
    <Field {...field} htmlFor={id} action={counterFor(id, value, counterMax)}>
      {children(id)}
    </Field>
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
  return (
    <CountedField {...{ label, value, optional, counterMax, hint, className }}>
      {(id) => (
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...props}
        />
      )}
    </CountedField>
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
  return (
    <CountedField {...{ label, value, optional, counterMax }}>
      {(id) => (
        <Textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          rows={rows}
          className="min-h-24"
        />
      )}
    </CountedField>
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

interface BoundFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The optional Location of an education or experience entry. */
export function LocationField(props: BoundFieldProps) {
  return <TextField label="Location" optional placeholder="e.g. Berlin, Germany" {...props} />;
}

/** The optional Description of a section entry, with its character counter. */
export function DescriptionField(props: BoundFieldProps) {
  return (
    <TextAreaField
      label="Description"
      optional
      counterMax={SECTION_LIMITS.descriptionMax}
      {...props}
    />
  );
}
