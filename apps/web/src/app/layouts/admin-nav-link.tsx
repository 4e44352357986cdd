import { NavLink } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { CountBadge, formatBadgeCount } from '@/components/ui/count-badge';
import { useOpenReportCount, useShowsAdminNav } from '@/features/admin/hooks/use-admin-nav';
import { cn } from '@/lib/cn';

interface AdminNavLinkProps {
  /** The desktop bar's pill, or a row of the narrow-screen menu. */
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
}

/** "Admin" with the open-report count: rendered only for operators (decision 0034). */
export function AdminNavLink(props: AdminNavLinkProps) {
  return useShowsAdminNav() ? <OperatorAdminLink {...props} /> : null;
}

function OperatorAdminLink({ variant, onNavigate }: AdminNavLinkProps) {
  const openCount = useOpenReportCount();
  const countText = formatBadgeCount(openCount);
  return (
    <NavLink
      to="/admin"
      onClick={onNavigate}
      aria-label={
        countText ? `Admin, ${countText} open ${openCount === 1 ? 'report' : 'reports'}` : 'Admin'
      }
      className={({ isActive }) =>
        variant === 'bar'
          ? cn(
              'inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-foreground/70 transition-colors',
              'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isActive && 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
            )
          : 'flex items-center gap-3 rounded-xl px-3 py-3 text-sm font-medium hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'
      }
    >
      <ShieldCheck
        className={variant === 'bar' ? 'size-4' : 'size-5 text-muted-foreground'}
        aria-hidden="true"
      />
      <span className={variant === 'menu' ? 'flex-1' : undefined}>Admin</span>
      <span aria-hidden="true">
        <CountBadge count={openCount} />
      </span>
    </NavLink>
  );
}
