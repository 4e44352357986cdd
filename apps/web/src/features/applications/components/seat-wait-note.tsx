import { Hourglass, MailX } from 'lucide-react';
import type { ApplicationStatus } from '@squadup/shared';

interface SeatWaitNoteProps {
  /** The application's status as the card shows it. */
  status: ApplicationStatus;
  /** The role applied for (null: any open spot). */
  role: string | null;
  waitlisted: boolean;
  /** The post's own note when it declined the application because its seats filled. */
  decisionNote: string | null;
}

/**
 * What a filled role means for the viewer's application: while pending on the waitlist, that it
 * waits for a seat to free; once the post declined it by itself, the note it left.
 */
export function SeatWaitNote({ status, role, waitlisted, decisionNote }: SeatWaitNoteProps) {
  if (status === 'pending' && waitlisted) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-primary-soft/50 px-4 py-3 text-sm">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {role ? 'The role you applied for is full.' : 'Every spot in this squad is filled.'} You
          stay on the waitlist: when a seat frees, you leave it and the owner can accept you.
        </span>
      </p>
    );
  }
  if (status === 'rejected' && decisionNote) {
    return (
      <div className="flex items-start gap-2 rounded-xl bg-muted/60 px-4 py-3 text-sm">
        <MailX className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold">{role ? 'The role filled' : 'The squad filled'}</p>
          <p className="mt-1 break-words whitespace-pre-line text-foreground/90">{decisionNote}</p>
        </div>
      </div>
    );
  }
  return null;
}
