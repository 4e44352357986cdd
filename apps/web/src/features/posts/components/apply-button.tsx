import { useState } from 'react';
import { Send } from 'lucide-react';
import type { ApplicationStatus } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { applyLabel, canApply } from '../lib/apply-status';
import type { SeatRow } from '../lib/seats';
import { ApplyDialog, type FailureReport } from './apply-dialog';

interface ApplyButtonProps {
  postId: string;
  /** The post's seats, for the dialog's role picker. */
  seats?: readonly SeatRow[];
  /** The viewer's application status for the post (is_applied), null when none. */
  status: ApplicationStatus | null | undefined;
  /** A closed post takes no applications: the button stays disabled. */
  closed?: boolean;
  failure?: FailureReport;
  size?: ButtonSize;
  className?: string;
}

/**
 * Apply, or the application's status (Pending, Accepted, Rejected, Withdrawn), disabled whenever an
 * application other than a withdrawn one exists. After applying it shows the status the server
 * returned, even before the list it sits in is refetched.
 */
export function ApplyButton({
  postId,
  seats,
  status,
  closed = false,
  failure,
  size = 'sm',
  className,
}: ApplyButtonProps) {
  const [open, setOpen] = useState(false);
  // The server's answer, remembered against the status it replaced, so a newer status from the
  // cache (e.g. withdrawn on another screen) wins over it.
  const [applied, setApplied] = useState<{
    from: ApplicationStatus | null;
    to: ApplicationStatus;
  } | null>(null);
  const shown = applied && applied.from === (status ?? null) ? applied.to : (status ?? null);
  const enabled = canApply(shown) && !closed;
  return (
    <>
      <Button
        size={size}
        variant={shown && shown !== 'withdrawn' ? 'secondary' : 'primary'}
        disabled={!enabled}
        title={
          closed && canApply(shown)
            ? 'This project is no longer recruiting'
            : shown === 'withdrawn'
              ? 'You withdrew your application; you may apply again'
              : undefined
        }
        onClick={() => setOpen(true)}
        className={cn('min-w-24', className)}
        data-status={shown ?? 'none'}
      >
        {shown === null ? <Send aria-hidden="true" /> : null}
        {applyLabel(shown)}
      </Button>
      <ApplyDialog
        postId={postId}
        seats={seats}
        open={open}
        onClose={() => setOpen(false)}
        onApplied={(to) => setApplied({ from: status ?? null, to })}
        failure={failure}
      />
    </>
  );
}
