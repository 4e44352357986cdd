import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { isSeatFilled, seatsFilledText } from '@squadup/shared';
import type { SeatRow } from '@/components/post/seats';

interface RolePickerProps {
  seats: readonly (SeatRow & { role: string })[];
  /** The form's binding of the chosen role (native radios). */
  field: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
  /** The post keeps a waitlist: a full role can be picked, to wait for a seat. */
  waitlist?: boolean;
}

/**
 * "Which role are you applying for?": one radio per role the post names; a role whose seats are all
 * taken stays listed, and can be picked only to join the post's waitlist when it keeps one.
 */
export function RolePicker({ seats, field, error, disabled, waitlist = false }: RolePickerProps) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-foreground/90">
        Which role are you applying for?
      </legend>
      {seats.map((seat, index) => {
        const filled = isSeatFilled(seat);
        const closed = filled && !waitlist;
        return (
          <label
            key={seat.role}
            htmlFor={`${id}-${index}`}
            className={cn(
              'flex items-center gap-3 rounded-xl border border-border bg-card px-3.5 py-2.5 text-sm transition-colors',
              'has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              closed
                ? 'cursor-not-allowed opacity-60'
                : 'cursor-pointer hover:border-foreground/25',
            )}
          >
            <input
              {...field}
              id={`${id}-${index}`}
              type="radio"
              value={seat.role}
              disabled={disabled || closed}
              className="size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span className="min-w-0 flex-1 font-medium break-words">
              {seat.role}
              {filled ? (
                <>
                  {' '}
                  <span className="font-normal text-muted-foreground">
                    {waitlist ? '(filled: join the waitlist)' : '(filled)'}
                  </span>
                </>
              ) : null}
            </span>
            {filled ? null : (
              <span
                className="shrink-0 text-xs text-muted-foreground tabular-nums"
                aria-hidden="true"
              >
                {seatsFilledText(seat.filled, seat.total)}
              </span>
            )}
          </label>
        );
      })}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
