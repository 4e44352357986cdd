import { cn } from '@/lib/cn';

interface TechChipsProps {
  items: readonly string[];
  /** Show at most this many, then '+N more'; all when omitted. */
  max?: number;
  /** Accessible name of the list, e.g. "Tech stack". */
  label: string;
  className?: string;
}

/** Small rounded chips for tech, skills or roles. */
export function TechChips({ items, max, label, className }: TechChipsProps) {
  if (items.length === 0) return null;
  const shown = max === undefined ? items : items.slice(0, max);
  const more = items.length - shown.length;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((item) => (
        <li
          key={item}
          className="rounded-lg border border-border bg-muted/60 px-2 py-0.5 text-xs font-medium text-foreground/80"
        >
          {item}
        </li>
      ))}
      {more > 0 ? (
        <li className="px-1 py-0.5 text-xs font-medium text-muted-foreground">+{more} more</li>
      ) : null}
    </ul>
  );
}
