import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

interface LoadErrorProps {
  /** What failed, e.g. "Error loading contacts." */
  children: ReactNode;
  onRetry: () => void;
  /** Try again waits while the retry is under way. */
  retrying: boolean;
  className?: string;
}

/** A list that could not load: the error in red (an alert) with Try again below it. */
export function LoadError({ children, onRetry, retrying, className = 'py-10' }: LoadErrorProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3', className)}>
      <p role="alert" className="text-sm font-medium text-destructive">
        {children}
      </p>
      <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
