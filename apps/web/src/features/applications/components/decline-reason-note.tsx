import { MessageSquareText } from 'lucide-react';
import type { ApplicationStatus } from '@squadup/shared';

interface DeclineReasonNoteProps {
  /** The application's status as the card shows it. */
  status: ApplicationStatus;
  /** The owner's reason, when they declined the application with one. */
  reason: string | null;
}

/** The post owner's own words to the viewer, when they declined the application with a reason. */
export function DeclineReasonNote({ status, reason }: DeclineReasonNoteProps) {
  if (status !== 'rejected' || !reason) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-xl bg-muted/60 px-4 py-3 text-sm"
      data-testid="decline-reason"
    >
      <MessageSquareText
        className="mt-0.5 size-4 shrink-0 text-muted-foreground"
        aria-hidden="true"
      />
      <span className="min-w-0 break-words whitespace-pre-line text-foreground/90">
        <span className="font-semibold text-foreground">Note from the owner: </span>
        {reason}
      </span>
    </p>
  );
}
