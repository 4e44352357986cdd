import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-border bg-card text-card-foreground shadow-soft',
        className,
      )}
      {...props}
    />
  );
}

/** A grid card that lifts on hover (person and post cards); its parts stack with a gap. */
export const listCardClasses =
  'group flex h-full flex-col gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-soft transition-[border-color,box-shadow] hover:border-primary/30 hover:shadow-lifted';
