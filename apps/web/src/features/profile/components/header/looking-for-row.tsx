import { useId } from 'react';
import { Badge } from '@/components/ui/badge';

/** "Looking for" on the profile header: the project types the member wants to join. */
export function LookingForRow({ types }: { types: readonly string[] }) {
  const labelId = useId();
  if (types.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="font-semibold text-foreground/85">
        Looking for
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {types.map((type) => (
          <li key={type}>
            <Badge tone="primary">{type}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
