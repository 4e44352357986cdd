import { cn } from '@/lib/cn';

interface SpinnerProps {
  label?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ label = 'Loading...', className, size = 'md' }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-flex items-center justify-center', className)}
    >
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-primary/20 border-t-primary', sizes[size])}
      />
    </span>
  );
}

/** A centred spinner for a whole screen or section that is still loading. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center">
      <Spinner label={label} size="lg" />
    </div>
  );
}
