import { ArrowRight } from 'lucide-react';
import { Logo } from '@/components/brand/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { ButtonLink } from '@/components/ui/button';
import { useReturnPath } from '@/lib/hooks/use-return-path';
import { loginPathFor, signupPathFor } from '@/lib/login-path';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';

interface PublicHeaderProps {
  /** Login and Signup come back to this page afterwards (a post or profile a visitor reads). */
  returnHere?: boolean;
}

/** The light top bar of public pages: logo, theme toggle, and Login / Signup (or a way back in). */
export function PublicHeader({ returnHere = false }: PublicHeaderProps) {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const here = useReturnPath();
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
              <ButtonLink to={returnHere ? loginPathFor(here) : '/login'} variant="ghost" size="sm">
                Login
              </ButtonLink>
              <ButtonLink to={returnHere ? signupPathFor(here) : '/signup'} size="sm">
                Signup
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
