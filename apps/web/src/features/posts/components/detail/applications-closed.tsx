import { Lock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { deadlineDateTime } from '../../lib/post-dates';

interface ApplicationsClosedProps {
  /** The deadline that closed applying. */
  applyBy: string | null;
  className?: string;
}

/** Where Apply would be on an open post past its deadline: applying is over, and since when. */
export function ApplicationsClosed({ applyBy, className }: ApplicationsClosedProps) {
  const when = deadlineDateTime(applyBy);
  return (
    <div
      className={cn(
        'flex items-start gap-2.5 rounded-xl border border-border bg-muted/60 px-3.5 py-2.5 text-sm',
        className,
      )}
      data-testid="applications-closed"
    >
      <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0">
        <span className="font-semibold">Applications closed</span>
        {when ? (
          <span className="block text-muted-foreground">
            The deadline to apply was <time dateTime={applyBy ?? undefined}>{when}</time>.
          </span>
        ) : null}
      </p>
    </div>
  );
}
