import { Check, Plus } from 'lucide-react';
import { PROJECT_TYPES, type ProjectType } from '@squadup/shared';
import { cn } from '@/lib/cn';

interface LookingForFieldProps {
  value: readonly ProjectType[];
  onChange: (next: ProjectType[]) => void;
  legend?: string;
  hint?: string;
  disabled?: boolean;
}

/** The project types as toggle chips (Edit Profile and the welcome step); saved as looking_for. */
export function LookingForField({
  value,
  onChange,
  legend = 'Looking for',
  hint,
  disabled,
}: LookingForFieldProps) {
  // Kept in PROJECT_TYPES order whatever the click order, so the profile lists them the same way.
  const toggle = (type: ProjectType) =>
    onChange(PROJECT_TYPES.filter((t) => (t === type ? !value.includes(t) : value.includes(t))));
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-foreground/90">{legend}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      <div className="flex flex-wrap gap-1.5">
        {PROJECT_TYPES.map((type) => {
          const chosen = value.includes(type);
          return (
            <button
              key={type}
              type="button"
              aria-pressed={chosen}
              onClick={() => toggle(type)}
              className={cn(
                'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50',
                chosen
                  ? 'border-primary/40 bg-primary-soft text-primary-soft-foreground'
                  : 'border-border bg-card text-muted-foreground hover:border-foreground/25 hover:text-foreground',
              )}
            >
              {chosen ? (
                <Check className="size-3.5" aria-hidden="true" />
              ) : (
                <Plus className="size-3.5" aria-hidden="true" />
              )}
              {type}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
