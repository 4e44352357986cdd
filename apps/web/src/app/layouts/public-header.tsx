import { ArrowRight } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { ButtonLink } from '@/components/ui/button';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';

/** The light top bar of public pages: logo, theme toggle, and Login / Signup (or a way back in). */
export function PublicHeader() {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  return (
    <header className="sticky top-0 z-40 border-b border-border/50 bg-background/70 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {isSignedIn ? (
            <ButtonLink to="/projects" size="sm">
              Open Squadup
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to="/login" variant="ghost" size="sm">
                Login
              </ButtonLink>
              <ButtonLink to="/signup" size="sm">
                Signup
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
