import { useId } from 'react';
import { ROLE_FILL_POLICIES, type RoleFillPolicy } from '@squadup/shared';
import { cn } from '@/lib/cn';

const CHOICES: Record<RoleFillPolicy, { label: string; hint: string }> = {
  waitlist: {
    label: 'Keep pending applicants on a waitlist',
    hint: 'They stay pending and leave the waitlist by themselves when a seat frees.',
  },
  decline: {
    label: 'Decline them with a kind note',
    hint: 'They hear at once that the seats are taken, instead of waiting on a reply.',
  },
};

interface RoleFillFieldProps {
  /** Whether the post names roles: without roles, what fills is the squad's open spots. */
  hasRoles: boolean;
  value: RoleFillPolicy;
  onChange: (next: RoleFillPolicy) => void;
}

/**
 * What the post does with the pending applications for a role once its last seat is taken. Native
 * radios, so the arrow keys move between the two choices.
 */
export function RoleFillField({ hasRoles, value, onChange }: RoleFillFieldProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-foreground/90">
        {hasRoles ? 'When a role fills' : 'When every spot is filled'}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ROLE_FILL_POLICIES.map((policy) => (
          <label
            key={policy}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-card px-3.5 py-2.5 transition-colors',
              'hover:border-foreground/25 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              'has-[:checked]:border-primary has-[:checked]:bg-primary-soft/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={policy}
              checked={value === policy}
              onChange={() => onChange(policy)}
              // Named by the choice alone; the hint is its description.
              aria-labelledby={`${name}-${policy}`}
              aria-describedby={`${name}-${policy}-hint`}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
            />
            <span className="flex flex-col gap-0.5">
              <span id={`${name}-${policy}`} className="text-sm font-medium">
                {CHOICES[policy].label}
              </span>
              <span id={`${name}-${policy}-hint`} className="text-xs text-muted-foreground">
                {CHOICES[policy].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
