import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** The spec's visible 'Loading...' with a spinner (the spinner itself is the announced status). */
export function LoadingText({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex items-center justify-center gap-2.5 py-8 text-sm text-muted-foreground',
        className,
      )}
    >
      <Spinner size="sm" label="Loading..." />
      <span aria-hidden="true">Loading...</span>
    </div>
  );
}
