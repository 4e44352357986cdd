import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SeatStepperProps {
  id: string;
  /** Names the number box, e.g. "Seats for Frontend"; the buttons read "Fewer seats for Frontend"... */
  label: string;
  /** NaN while the box is empty. */
  value: number;
  onChange: (value: number) => void;
  max: number;
  invalid?: boolean;
  describedBy?: string;
}

const buttonClasses =
  'inline-flex size-9 shrink-0 items-center justify-center text-foreground/80 transition-colors hover:bg-muted ' +
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset disabled:pointer-events-none disabled:opacity-40';

/**
 * A whole number from 1 to `max`: − and + buttons around a number box one may also type in. What
 * is typed is kept as typed (even out of range), so the shared schema's message explains it.
 */
export function SeatStepper({
  id,
  label,
  value,
  onChange,
  max,
  invalid,
  describedBy,
}: SeatStepperProps) {
  const known = Number.isFinite(value);
  // "Seats for Frontend" → "Fewer seats for Frontend"; "Open spots" → "More open spots".
  const noun = label.charAt(0).toLowerCase() + label.slice(1);
  const step = (by: number) => onChange(known ? Math.min(max, Math.max(1, value + by)) : 1);
  return (
    <span
      className={cn(
        'inline-flex h-9 shrink-0 items-center overflow-hidden rounded-xl border border-input bg-card shadow-[0_1px_2px_rgb(0_0_0/0.04)]',
        // Red while wrong, focused or not: the box being fixed keeps saying so.
        invalid ? 'border-destructive' : 'focus-within:border-primary',
      )}
    >
      <button
        type="button"
        className={cn(buttonClasses, 'rounded-l-xl')}
        aria-label={`Fewer ${noun}`}
        onClick={() => step(-1)}
        disabled={known && value <= 1}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={known ? value : ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
        }
        className={cn(
          'h-full w-11 border-x border-input bg-transparent text-center text-sm font-semibold tabular-nums text-foreground',
          'focus-visible:outline-none [appearance:textfield]',
          '[&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
        )}
      />
      <button
        type="button"
        className={cn(buttonClasses, 'rounded-r-xl')}
        aria-label={`More ${noun}`}
        onClick={() => step(1)}
        disabled={known && value >= max}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}
