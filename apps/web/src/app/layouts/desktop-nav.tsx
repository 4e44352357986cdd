import { NavLink } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { cn } from '@/lib/cn';
import { AdminNavLink } from './admin-nav-link';
import { CounterLinks } from './counter-links';
import { PRIMARY_NAV } from './nav-items';
import { UserMenu } from './user-menu';

/** The top navigation bar from 768 px up. */
export function DesktopNav() {
  return (
    <header className="sticky top-0 z-40 hidden border-b border-border/70 bg-background/80 backdrop-blur-xl md:block">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-8 px-6">
        <Logo to="/projects" />
        <nav aria-label="Main" className="flex items-center gap-1">
          {PRIMARY_NAV.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-foreground/70 transition-colors',
                  'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive && 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          ))}
          <AdminNavLink variant="bar" />
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <CounterLinks />
          <ThemeToggle />
          <span aria-hidden="true" className="mx-1.5 h-6 w-px bg-border" />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
