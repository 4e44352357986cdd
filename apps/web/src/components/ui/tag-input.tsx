import { useId, useState, type KeyboardEvent } from 'react';
import { Check, Plus, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { addTag, canAddTag, sameTag, toggleTag, type TagRules } from '@/lib/tags';
import { Input } from './input';

interface TagInputProps extends TagRules {
  /** The visible label; also names the input, the list and the remove buttons. */
  label: string;
  /**
   * A second, screen-reader name for the text box besides `label`, e.g. 'Add skill' (the Add
   * button then reads 'Add to skills', so no two names overlap).
   */
  inputLabel?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  /** Chips that add (or remove) a value in one tap. */
  suggestions?: readonly string[];
  /** Show "2/8" next to the label. */
  showCount?: boolean;
  /** What belongs in the list, in a line under the label. */
  description?: string;
  hint?: string;
  className?: string;
}

/**
 * Free-text tags: Enter or the Add button adds the trimmed text, ignored when empty, a duplicate
 * (case-insensitive), too long or past the maximum. Suggestion chips toggle their value.
 */
export function TagInput({
  label,
  inputLabel,
  value,
  onChange,
  placeholder,
  suggestions = [],
  showCount = false,
  description,
  hint,
  maxItems,
  itemMax,
  className,
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const rules = { maxItems, itemMax };
  const full = maxItems !== undefined && value.length >= maxItems;
  const describedBy = [
    description ? `${inputId}-description` : null,
    hint ? `${inputId}-hint` : null,
  ]
    .filter(Boolean)
    .join(' ');

  const commit = () => {
    const next = addTag(value, draft, rules);
    if (next !== value) onChange(next);
    // A duplicate or blank entry is ignored and cleared; an over-limit one stays to be edited.
    if (next !== value || draft.trim() === '' || value.some((t) => sameTag(t, draft.trim()))) {
      setDraft('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-semibold text-foreground/90">
          {label}
        </label>
        {showCount && maxItems !== undefined ? (
          <span
            className={cn(
              'text-xs tabular-nums text-muted-foreground',
              full && 'font-semibold text-foreground',
            )}
          >
            {value.length}/{maxItems}
          </span>
        ) : null}
      </div>
      {description ? (
        <p id={`${inputId}-description`} className="-mt-1 text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {inputLabel ? (
        <label htmlFor={inputId} className="sr-only">
          {inputLabel}
        </label>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={full ? `Up to ${maxItems}` : placeholder}
          maxLength={itemMax}
          disabled={full}
          aria-describedby={describedBy || undefined}
          className="h-10"
        />
        <button
          type="button"
          onClick={commit}
          disabled={!canAddTag(value, draft, rules)}
          aria-label={inputLabel ? `Add to ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-border bg-card text-foreground/80 shadow-soft transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-40"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-lg bg-primary-soft py-1 pr-1 pl-2.5 text-xs font-semibold text-primary-soft-foreground"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t !== tag))}
                aria-label={`Remove ${tag}`}
                className="inline-flex size-5 items-center justify-center rounded-md hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {suggestions.length > 0 ? (
        <div role="group" aria-label={`${label} suggestions`} className="flex flex-wrap gap-1.5">
          {suggestions.map((suggestion) => {
            const chosen = value.some((t) => sameTag(t, suggestion));
            const blocked = !chosen && !canAddTag(value, suggestion, rules);
            return (
              <button
                key={suggestion}
                type="button"
                aria-pressed={chosen}
                disabled={blocked}
                onClick={() => onChange(toggleTag(value, suggestion, rules))}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-40',
                  chosen
                    ? 'border-primary/40 bg-primary-soft text-primary-soft-foreground'
                    : 'border-border bg-card text-muted-foreground hover:border-foreground/25 hover:text-foreground',
                )}
              >
                {chosen ? (
                  <Check className="size-3" aria-hidden="true" />
                ) : (
                  <Plus className="size-3" aria-hidden="true" />
                )}
                {suggestion}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
