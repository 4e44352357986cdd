import type { ComponentProps } from 'react';
import { NavLink } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { CountBadge, formatBadgeCount } from '@/components/ui/count-badge';
import { cn } from '@/lib/cn';

interface NavIconLinkProps extends Omit<
  ComponentProps<typeof NavLink>,
  'to' | 'className' | 'children' | 'aria-label'
> {
  to: string;
  label: string;
  icon: LucideIcon;
  count: number;
  /** What the count is, for screen readers: "unread messages". */
  countLabel: string;
}

/** An icon-only navigation link with a count badge; the accessible name includes the count. */
export function NavIconLink({
  to,
  label,
  icon: Icon,
  count,
  countLabel,
  ...linkProps
}: NavIconLinkProps) {
  const countText = formatBadgeCount(count);
  return (
    <NavLink
      {...linkProps}
      to={to}
      aria-label={countText ? `${label}, ${countText} ${countLabel}` : label}
      title={label}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-9 items-center justify-center rounded-full text-foreground/75 transition-colors',
          'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isActive && 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
        )
      }
    >
      <Icon className="size-[1.2rem]" aria-hidden="true" />
      <span aria-hidden="true" className="absolute -top-1 -right-1">
        <CountBadge count={count} />
      </span>
    </NavLink>
  );
}
