import { Link, Outlet, useLocation } from 'react-router-dom';
import { Flag, ScrollText } from 'lucide-react';
import { cn } from '@/lib/cn';

const SECTIONS = [
  { to: '/admin', label: 'Reports', icon: Flag },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
] as const;

// Reports stays current on a report's own page (/admin/reports/:id).
const currentSection = (pathname: string) =>
  pathname.startsWith('/admin/audit') ? '/admin/audit' : '/admin';

/** The Admin area's frame: its sections as links, the screen below (each screen has its own h1). */
export function AdminLayout() {
  const current = currentSection(useLocation().pathname);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <nav aria-label="Admin" className="flex gap-1 overflow-x-auto border-b border-border">
        {SECTIONS.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            aria-current={current === to ? 'page' : undefined}
            className={cn(
              '-mb-px inline-flex h-10 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-semibold text-muted-foreground transition-colors',
              'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              current === to && 'border-primary text-foreground',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
