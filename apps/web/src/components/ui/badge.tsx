import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

// Text on a tint uses the *-soft-foreground tokens: 12 px text needs 4.5:1 in both themes
// (e2e/badge-contrast.spec.ts checks every tone).
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-muted text-muted-foreground',
  primary: 'bg-primary-soft text-primary-soft-foreground',
  success: 'bg-success/12 text-success-soft-foreground',
  warning: 'bg-warning/15 text-warning-soft-foreground',
  danger: 'bg-destructive/12 text-destructive-soft-foreground',
};

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
