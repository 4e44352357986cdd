import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Menu as MenuIcon } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { cn } from '@/lib/cn';
import { MobileMenuSheet } from './mobile-menu-sheet';
import { CounterLinks } from './counter-links';
import { PRIMARY_NAV } from './nav-items';

/** Below 768 px: a slim top bar with the logo and the two counters. */
export function MobileTopBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-xl md:hidden">
      <div className="flex h-14 items-center justify-between px-4">
        <Logo to="/projects" />
        <div className="flex items-center gap-1">
          <CounterLinks />
        </div>
      </div>
    </header>
  );
}

const tabClasses =
  'flex flex-1 flex-col items-center justify-center gap-1 rounded-xl py-1.5 text-[0.6875rem] font-semibold ' +
  'text-muted-foreground transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * Below 768 px: the bottom tab bar (Projects, People, My Squads, Events, Menu), the same on every
 * screen, chat included (docs/decisions/0072-one-phone-tab-bar.md).
 */
export function MobileBottomNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border/70 bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl md:hidden"
      >
        <div className="mx-auto flex h-16 max-w-md items-stretch gap-1 px-3 py-1.5">
          {PRIMARY_NAV.map(({ to, label, icon: Icon }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) => cn(tabClasses, isActive && 'text-primary')}
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-primary-soft text-primary-soft-foreground',
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          ))}
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            className={cn(tabClasses, menuOpen && 'text-primary')}
          >
            <span className="flex h-7 w-12 items-center justify-center rounded-full">
              <MenuIcon className="size-5" aria-hidden="true" />
            </span>
            Menu
          </button>
        </div>
      </nav>
      <MobileMenuSheet open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
