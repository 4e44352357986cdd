import { Check } from 'lucide-react';

/**
 * "Saved" beside a setting that saved itself. Always rendered, empty until then: a live region
 * must exist before what it announces.
 */
export function SavedStatus({ saved }: { saved: boolean }) {
  return (
    <span role="status" className="text-xs font-medium text-success-soft-foreground">
      {saved ? (
        <span className="inline-flex items-center gap-1">
          <Check className="size-3.5" aria-hidden="true" />
          Saved
        </span>
      ) : null}
    </span>
  );
}
