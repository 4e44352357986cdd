import { Link } from 'react-router-dom';
import { Logo } from '@/components/brand/logo';
import { LEGAL_LINKS } from './legal-links';

export function SiteFooter() {
  return (
    <footer className="border-t border-border/70 bg-background">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="text-sm text-muted-foreground">
            Build your dream squad, one teammate at a time.
          </p>
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          <nav aria-label="Legal" className="flex gap-5 text-sm font-medium">
            {LEGAL_LINKS.map(({ to, label }) => (
              <Link
                key={to}
                to={to}
                className="rounded text-foreground/75 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {label}
              </Link>
            ))}
          </nav>
          <p className="text-xs text-muted-foreground">
            © 2026 Squadup. Made for builders everywhere.
          </p>
        </div>
      </div>
    </footer>
  );
}
