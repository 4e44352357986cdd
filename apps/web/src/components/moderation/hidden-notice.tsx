import { EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/** What the author sees of an operator's decision (docs/decisions/0034): the reason, in these words. */
export function hiddenText(reason: string): string {
  return `Hidden by a moderator: ${reason}`;
}

interface HiddenNoticeProps {
  reason: string;
  /** Who else still sees it, e.g. "Only you and the moderators can see this post." */
  detail?: string;
  className?: string;
}

/** A banner over the author's own hidden post. */
export function HiddenNotice({ reason, detail, className }: HiddenNoticeProps) {
  return (
    <div
      role="note"
      className={cn(
        'flex items-start gap-2.5 rounded-xl border border-warning/30 bg-warning/10 px-3.5 py-3 text-sm text-warning-soft-foreground',
        className,
      )}
    >
      <EyeOff className="mt-px size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{hiddenText(reason)}</p>
        {detail ? <p className="mt-0.5">{detail}</p> : null}
      </div>
    </div>
  );
}

/** The line under the author's own hidden message. */
export function HiddenLine({ reason, className }: { reason: string; className?: string }) {
  return (
    <p
      data-testid="message-hidden"
      className={cn(
        'flex items-center gap-1 px-1 text-[0.6875rem] font-semibold text-warning-soft-foreground',
        className,
      )}
    >
      <EyeOff className="size-3 shrink-0" aria-hidden="true" />
      <span className="break-words">{hiddenText(reason)}</span>
    </p>
  );
}
