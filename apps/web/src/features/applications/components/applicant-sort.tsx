import type { ApplicantOrder } from '@/gql/graphql';
import { cn } from '@/lib/cn';

const ORDERS: { value: ApplicantOrder; label: string }[] = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'BEST_MATCH', label: 'Best match' },
];

interface ApplicantSortProps {
  order: ApplicantOrder;
  onChange: (order: ApplicantOrder) => void;
}

/**
 * Newest or Best match (most of the post's skills first) within each group: segmented toggle
 * buttons (aria-pressed), each a tab stop, as Reports' status filter.
 */
export function ApplicantSort({ order, onChange }: ApplicantSortProps) {
  return (
    <div
      role="group"
      aria-label="Sort applicants"
      className="inline-flex w-full rounded-xl bg-muted p-1 sm:w-auto"
    >
      {ORDERS.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={order === value}
          onClick={() => onChange(value)}
          className={cn(
            'h-8 flex-1 rounded-lg px-4 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors sm:flex-none',
            'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            order === value && 'bg-card text-foreground shadow-soft dark:bg-secondary',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
