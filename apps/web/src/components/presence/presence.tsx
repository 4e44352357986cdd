import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/relative-time';

const dotSizes = {
  sm: 'size-2.5',
  md: 'size-3',
  lg: 'size-3.5',
  xl: 'size-5 ring-[3px]',
};

/**
 * The green "Online" dot on a member's avatar (bottom right, ringed in the card's colour so it
 * reads on a photo). Named for assistive technology and as a tooltip.
 */
export function PresenceDot({
  size = 'md',
  className,
}: {
  size?: keyof typeof dotSizes;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label="Online"
      title="Online"
      data-testid="presence-dot"
      className={cn(
        'absolute right-0 bottom-0 rounded-full bg-success ring-2 ring-card',
        dotSizes[size],
        className,
      )}
    />
  );
}

/**
 * 'Online', or 'Last seen 5 minutes ago', where there is room for words (a profile header, a
 * conversation header); nothing when the member hides their presence or was never seen.
 */
export function presenceText(
  online: boolean | null | undefined,
  lastSeen: string | null | undefined,
  now: number = Date.now(),
): string {
  if (online) return 'Online';
  const when = relativeTime(lastSeen, now);
  return when ? `Last seen ${when}` : '';
}
