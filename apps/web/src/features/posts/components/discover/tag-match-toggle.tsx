import { useId } from 'react';
import { TAG_MATCHES, type TagMatch } from '@squadup/shared';
import { cn } from '@/lib/cn';

const LABELS: Record<TagMatch, string> = { any: 'Any', all: 'All' };

interface TagMatchToggleProps {
  /** What the tags are, for the group's name and the sentence: 'Tech'. */
  label: string;
  value: TagMatch;
  onChange: (next: TagMatch) => void;
}

/**
 * Any / All for a tag filter, with a sentence saying what the choice means. Native radios (arrow
 * keys move between them) drawn as a small segmented control.
 */
export function TagMatchToggle({ label, value, onChange }: TagMatchToggleProps) {
  const name = useId();
  const meaning = value === 'all' ? 'every one of these tags' : 'any one of these tags';
  return (
    <fieldset className="flex items-center justify-between gap-3">
      <legend className="sr-only">{`${label} tags must match`}</legend>
      <p className="text-xs text-muted-foreground">Posts with {meaning}</p>
      <div className="inline-flex shrink-0 rounded-lg border border-border bg-muted/40 p-0.5">
        {TAG_MATCHES.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'inline-flex h-7 min-w-11 cursor-pointer items-center justify-center rounded-md px-2.5 text-xs font-semibold transition-colors',
                'text-muted-foreground hover:text-foreground',
                'peer-checked:bg-primary-fill peer-checked:text-primary-foreground',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
              )}
            >
              {LABELS[option]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
