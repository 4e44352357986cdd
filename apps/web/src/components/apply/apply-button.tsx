import { lazy, Suspense, useId, useState } from 'react';
import { Send } from 'lucide-react';
import type { ApplicationStatus } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { applyLabel, canApply } from './apply-status';
import type { SeatRow } from '@/components/post/seats';
import type { FailureReport } from './apply-dialog';

// The dialog (and the form libraries it brings) loads when a member first presses Apply: a list
// of cards shows many Apply buttons and, on its first paint, no form (decision 0062).
const ApplyDialog = lazy(() =>
  import('./apply-dialog').then((module) => ({ default: module.ApplyDialog })),
);

interface ApplyButtonProps {
  postId: string;
  /** The post's seats, for the dialog's role picker. */
  seats?: readonly SeatRow[];
  /** The post keeps a waitlist for full roles, so the picker offers them too. */
  waitlist?: boolean;
  /** The viewer's application status for the post (is_applied), null when none. */
  status: ApplicationStatus | null | undefined;
  /** A closed post takes no applications: the button stays disabled. */
  closed?: boolean;
  /** Why a closed post takes none, under the button (default "Recruitment closed"). */
  closedNote?: string;
  failure?: FailureReport;
  size?: ButtonSize;
  className?: string;
}

/**
 * Apply, or the application's status (Pending, Accepted, Rejected, Withdrawn), disabled whenever an
 * application other than a withdrawn one exists. After applying it shows the status the server
 * returned, even before the list it sits in is refetched. Withdrawn applies again, so it is a
 * secondary (outline) action captioned "Apply again"; on a closed post a visible "Recruitment
 * closed" (or the screen's own reason, e.g. "Applications closed" past the deadline) says why one
 * cannot apply. The caption describes the button (aria-describedby).
 */
export function ApplyButton({
  postId,
  seats,
  waitlist = false,
  status,
  closed = false,
  closedNote = 'Recruitment closed',
  failure,
  size = 'sm',
  className,
}: ApplyButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so that closing it still animates.
  const [opened, setOpened] = useState(false);
  // The server's answer, remembered against the status it replaced, so a newer status from the
  // cache (e.g. withdrawn on another screen) wins over it.
  const [applied, setApplied] = useState<{
    from: ApplicationStatus | null;
    to: ApplicationStatus;
  } | null>(null);
  const shown = applied && applied.from === (status ?? null) ? applied.to : (status ?? null);
  const enabled = canApply(shown) && !closed;
  const captionId = useId();
  const caption = !canApply(shown)
    ? null
    : closed
      ? closedNote
      : shown === 'withdrawn'
        ? 'Apply again'
        : null;
  return (
    <>
      <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
        <Button
          size={size}
          variant={shown === 'withdrawn' ? 'outline' : shown ? 'secondary' : 'primary'}
          disabled={!enabled}
          aria-describedby={caption ? captionId : undefined}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          className="min-w-24"
          data-status={shown ?? 'none'}
        >
          {shown === null ? <Send aria-hidden="true" /> : null}
          {applyLabel(shown)}
        </Button>
        {caption ? (
          <span
            id={captionId}
            className="text-xs font-medium text-muted-foreground"
            data-testid="apply-caption"
          >
            {caption}
          </span>
        ) : null}
      </span>
      {opened ? (
        <Suspense fallback={null}>
          <ApplyDialog
            postId={postId}
            seats={seats}
            waitlist={waitlist}
            open={open}
            onClose={() => setOpen(false)}
            onApplied={(to) => setApplied({ from: status ?? null, to })}
            failure={failure}
          />
        </Suspense>
      ) : null}
    </>
  );
}
