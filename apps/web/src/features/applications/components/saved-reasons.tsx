import { useId } from 'react';
import { X } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

interface SavedReasonsProps {
  /** The owner's saved reasons; undefined until read (or when they could not be). */
  templates: readonly string[] | undefined;
  loading: boolean;
  failed: boolean;
  busy: boolean;
  /** Fills the reason with a saved one. */
  onPick: (text: string) => void;
  /** Saves the list without this one. */
  onRemove: (text: string) => void;
}

/**
 * The reasons the owner saved in earlier declines: each fills the reason field, and × forgets it.
 * Nothing shows while there are none; a list that cannot be read says so and leaves the dialog
 * usable (a reason can still be typed).
 */
export function SavedReasons({
  templates,
  loading,
  failed,
  busy,
  onPick,
  onRemove,
}: SavedReasonsProps) {
  const captionId = useId();
  if (loading && !templates) {
    return <Spinner size="sm" className="self-start" label="Loading your saved reasons..." />;
  }
  if (!templates) {
    return failed ? (
      <p className="text-xs text-muted-foreground">Your saved reasons could not be loaded.</p>
    ) : null;
  }
  if (templates.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <p id={captionId} className="text-sm font-semibold text-foreground/90">
        Saved reasons
      </p>
      <ul aria-labelledby={captionId} className="flex flex-col gap-1.5">
        {templates.map((text) => (
          <li
            key={text}
            className="flex items-start gap-1 rounded-xl border border-border bg-muted/40 dark:bg-muted/60"
          >
            <button
              type="button"
              disabled={busy}
              title={text}
              onClick={() => onPick(text)}
              className="min-w-0 flex-1 rounded-xl px-3 py-2 text-left text-sm break-words text-foreground/90 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
            >
              <span className="line-clamp-2">{text}</span>
            </button>
            <button
              type="button"
              disabled={busy}
              aria-label={`Remove saved reason: ${text}`}
              onClick={() => onRemove(text)}
              className="m-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-destructive/10 hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
