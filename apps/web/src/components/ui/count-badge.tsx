import { BADGE_CAP } from '@/lib/constants';
import { cn } from '@/lib/cn';

/** '99+' above the cap; null when there is nothing to show (zero, negative or not a number). */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.trunc(count));
}

interface CountBadgeProps {
  count: number;
  /** Spoken instead of the bare number, e.g. "unread messages". */
  label?: string;
  className?: string;
}

export function CountBadge({ count, label, className }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span
      data-testid="count-badge"
      className={cn(
        'inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-badge px-1',
        'text-[0.6875rem] leading-none font-bold text-white tabular-nums ring-2 ring-background',
        className,
      )}
    >
      {text}
      {label ? <span className="sr-only"> {label}</span> : null}
    </span>
  );
}
