import { Link } from 'react-router-dom';
import { useState } from 'react';
import { ChevronRight, LogOut, MonitorX } from 'lucide-react';
import { ThemeSwitcher } from '@/components/theme/theme-switcher';
import { MemberAvatar } from '@/components/ui/avatar';
import { Sheet } from '@/components/ui/sheet';
import { useAuthStore } from '@/stores/auth-storage';
import { useShowsAdminNav } from '@/features/admin/hooks/use-admin-nav';
import { AdminNavLink } from './admin-nav-link';
import { LEGAL_LINKS } from './legal-links';
import { USER_MENU_LINKS } from './nav-items';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog';
import { useSignOut } from './use-sign-out';
import { displayName } from '@squadup/shared';

interface MobileMenuSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The narrow-screen menu: the user links, appearance, legal pages and sign out. */
export function MobileMenuSheet({ open, onClose }: MobileMenuSheetProps) {
  const user = useAuthStore((s) => s.user);
  const signOut = useSignOut();
  const showsAdmin = useShowsAdminNav();
  const [askEverywhere, setAskEverywhere] = useState(false);
  const name = displayName(user, '');
  return (
    <>
      <Sheet open={open} onClose={onClose} title="Menu">
        <div className="flex items-center gap-3 rounded-2xl bg-muted/60 p-3">
          <MemberAvatar member={user ?? {}} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{name || 'Your account'}</p>
            {user?.email ? (
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            ) : null}
          </div>
        </div>
        <nav aria-label="Account" className="mt-2">
          <ul className="flex flex-col">
            {USER_MENU_LINKS.map(({ to, label, icon: Icon, badge: Badge }) => (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onClose}
                  className="flex items-center gap-3 rounded-xl px-3 py-3 text-sm font-medium hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                  <span className="flex-1">{label}</span>
                  {Badge ? <Badge /> : null}
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
            {showsAdmin ? (
              <li>
                <AdminNavLink variant="menu" onNavigate={onClose} />
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="mt-3 border-t border-border px-3 pt-4">
          <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Appearance
          </p>
          <ThemeSwitcher />
        </div>
        <div className="mt-4 flex flex-col gap-3 border-t border-border px-3 pt-4">
          <button
            type="button"
            onClick={() => {
              onClose();
              signOut();
            }}
            className="flex h-11 items-center justify-center gap-2 rounded-xl border border-destructive/30 text-sm font-semibold text-destructive hover:bg-destructive/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </button>
          <button
            type="button"
            onClick={() => {
              onClose();
              setAskEverywhere(true);
            }}
            className="flex h-11 items-center justify-center gap-2 rounded-xl text-sm font-semibold text-destructive hover:bg-destructive/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <MonitorX className="size-4" aria-hidden="true" />
            Sign out everywhere
          </button>
          <nav
            aria-label="Legal"
            className="flex justify-center gap-4 pb-1 text-xs text-muted-foreground"
          >
            {LEGAL_LINKS.map(({ to, label }) => (
              <Link
                key={to}
                to={to}
                onClick={onClose}
                className="rounded hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {label}
              </Link>
            ))}
          </nav>
        </div>
      </Sheet>
      {/* Outside the sheet, which closes as the question opens. */}
      <SignOutEverywhereDialog open={askEverywhere} onClose={() => setAskEverywhere(false)} />
    </>
  );
}
