import { LogOut, UserMinus } from 'lucide-react';
import type { SquadExit } from '@squadup/shared';

interface SquadExitNoteProps {
  exit: SquadExit | null;
  reason: string | null;
}

/**
 * How the viewer's time in a squad ended: they left (they may apply again), or the owner removed
 * them, with the owner's reason when one was given.
 */
export function SquadExitNote({ exit, reason }: SquadExitNoteProps) {
  if (!exit) return null;
  if (exit === 'left') {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
        <LogOut className="size-4 shrink-0" aria-hidden="true" />
        You left this squad
      </p>
    );
  }
  return (
    <div className="flex items-start gap-2 rounded-xl border border-destructive/20 bg-destructive/8 px-4 py-3 text-sm">
      <UserMinus className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold text-destructive">Removed from the squad</p>
        {reason ? (
          <p className="mt-1 break-words whitespace-pre-line text-foreground/90">
            <span className="text-muted-foreground">Reason: </span>
            {reason}
          </p>
        ) : null}
      </div>
    </div>
  );
}
