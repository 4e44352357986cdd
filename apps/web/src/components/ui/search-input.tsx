import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

interface SearchInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  /** The accessible name (the field has no visible label). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The magnifier's place and size, e.g. 'left-3 size-4'. */
  iconClassName: string;
  /** The wrapper's classes; the input's go in inputClassName. */
  className?: string;
  inputClassName?: string;
}

/** A search field with a magnifier inside its left edge. */
export function SearchInput({
  label,
  value,
  onChange,
  iconClassName,
  className,
  inputClassName,
  ...props
}: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className={cn(
          'pointer-events-none absolute top-1/2',
          iconClassName,
          '-translate-y-1/2 text-muted-foreground',
        )}
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName}
        {...props}
      />
    </div>
  );
}
