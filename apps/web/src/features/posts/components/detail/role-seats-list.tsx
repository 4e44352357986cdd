import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { isSeatFilled, seatsFilledText } from '@squadup/shared';
import { roleSeatRows, type SeatRow } from '@/components/post/seats';

/**
 * The roles a post names with their seats: "Frontend · 1 of 2 filled", or "Filled" once every seat
 * of the role is taken (it can no longer be applied for). "None listed." when it names no roles.
 */
export function RoleSeatsList({ seats }: { seats: readonly SeatRow[] }) {
  const roles = roleSeatRows(seats);
  if (roles.length === 0) return <p className="text-sm text-muted-foreground">None listed.</p>;
  return (
    <ul aria-label="Desired roles" className="flex flex-col gap-2">
      {roles.map((seat) => {
        const filled = isSeatFilled(seat);
        return (
          <li
            key={seat.role}
            className={cn(
              'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border px-3.5 py-2.5 text-sm',
              filled ? 'border-border/70 bg-muted/50' : 'border-border bg-card',
            )}
          >
            <span className="font-semibold break-words">{seat.role}</span>
            <span aria-hidden="true" className="text-muted-foreground">
              ·
            </span>
            {filled ? (
              <span className="inline-flex items-center gap-1 font-medium text-success-soft-foreground">
                <Check className="size-3.5" aria-hidden="true" />
                Filled
              </span>
            ) : (
              <span className="text-muted-foreground tabular-nums">
                {seatsFilledText(seat.filled, seat.total)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
