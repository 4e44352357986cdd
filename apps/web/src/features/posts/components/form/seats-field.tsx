import { useId } from 'react';
import { SQUAD } from '@squadup/shared';
import { cn } from '@/lib/cn';
import { SeatStepper } from './seat-stepper';

interface SeatsFieldProps {
  roles: readonly string[];
  /** Seats by role name (one where missing). */
  roleSeats: Readonly<Record<string, number>>;
  onRoleSeatsChange: (next: Record<string, number>) => void;
  openSeats: number;
  onOpenSeatsChange: (next: number) => void;
  autoClose: boolean;
  onAutoCloseChange: (next: boolean) => void;
  /** Spots offered besides the owner (NaN while a box is empty). */
  total: number;
  /** The shared schema's message about the seats, if any. */
  error?: string;
}

/**
 * How many people the post needs: seats per desired role, or open spots when it names no
 * roles, the total against the squad's cap, and whether recruitment closes by itself when full.
 */
export function SeatsField({
  roles,
  roleSeats,
  onRoleSeatsChange,
  openSeats,
  onOpenSeatsChange,
  autoClose,
  onAutoCloseChange,
  total,
  error,
}: SeatsFieldProps) {
  const id = useId();
  const totalId = `${id}-total`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${totalId} ${errorId}` : totalId;
  const over = total > SQUAD.spotsMax;

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <p id={`${id}-label`} className="text-sm font-semibold text-foreground/90">
          Spots
        </p>
        <p className="text-xs text-muted-foreground">
          {roles.length > 0
            ? `How many people you need for each role (1 to ${SQUAD.seatsPerRoleMax}).`
            : 'No roles named: anyone can apply for an open spot.'}
        </p>
      </div>

      {roles.length > 0 ? (
        <ul aria-label="Seats per role" className="flex flex-col gap-2">
          {roles.map((role, index) => (
            <li
              key={role}
              className="flex items-center justify-between gap-3 rounded-xl border border-border/70 bg-muted/40 py-1.5 pr-1.5 pl-3"
            >
              <span className="min-w-0 truncate rounded-lg bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-soft-foreground">
                {role}
              </span>
              <SeatStepper
                id={`${id}-role-${index}`}
                label={`Seats for ${role}`}
                value={roleSeats[role] ?? 1}
                onChange={(seats) => onRoleSeatsChange({ ...roleSeats, [role]: seats })}
                max={SQUAD.seatsPerRoleMax}
                invalid={Boolean(error)}
                describedBy={describedBy}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-border/70 bg-muted/40 py-1.5 pr-1.5 pl-3">
          <label htmlFor={`${id}-open`} className="text-sm font-medium">
            Open spots
          </label>
          <SeatStepper
            id={`${id}-open`}
            label="Open spots"
            value={openSeats}
            onChange={onOpenSeatsChange}
            max={SQUAD.spotsMax}
            invalid={Boolean(error)}
            describedBy={describedBy}
          />
        </div>
      )}

      <p
        id={totalId}
        data-testid="spots-total"
        className={cn(
          'text-xs text-muted-foreground tabular-nums',
          over && 'font-semibold text-destructive',
        )}
      >
        {Number.isFinite(total) ? `${total} ${total === 1 ? 'spot' : 'spots'} besides you` : '—'}
        <span className="font-normal text-muted-foreground"> (at most {SQUAD.spotsMax})</span>
      </p>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}

      <label className="flex cursor-pointer items-start gap-2.5 text-sm">
        <input
          type="checkbox"
          checked={autoClose}
          onChange={(event) => onAutoCloseChange(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <span>Close recruitment automatically when every spot is filled</span>
      </label>
    </div>
  );
}
