import { Button } from '@/components/ui/button';

/** A setting that failed to save: the reason and Try again (the rows and cards of /settings). */
export function SaveFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center gap-2 text-xs font-medium text-destructive">
      <span>{message}</span>
      <Button variant="outline" size="sm" className="h-8" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
