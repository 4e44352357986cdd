import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CaptionedGroupProps {
  /** "Application" or "Connection": whose status and actions these are. */
  caption: string;
  /** Puts the caption beside the content instead of above it. */
  inline?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A status and its actions under a small caption naming what they belong to, so the application's
 * Pending and the connection's Pending never read alike. The caption names the group
 * for assistive technology too.
 */
export function CaptionedGroup({
  caption,
  inline = false,
  className,
  children,
}: CaptionedGroupProps) {
  const captionId = useId();
  return (
    <div
      role="group"
      aria-labelledby={captionId}
      className={cn(
        inline ? 'flex flex-wrap items-center gap-2' : 'flex flex-col items-start gap-1.5',
        className,
      )}
    >
      <span
        id={captionId}
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {caption}
      </span>
      {children}
    </div>
  );
}
