import { LogIn } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useReturnPath } from '@/lib/hooks/use-return-path';
import { loginPathFor, signupPathFor } from '@/lib/login-path';

/**
 * A signed-out visitor's actions on a profile, where a member has Connect and Report: sign in (or
 * up), and come back to this profile to connect.
 */
export function VisitorActions() {
  const here = useReturnPath();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ButtonLink to={signupPathFor(here)} variant="outline">
        Sign up
      </ButtonLink>
      <ButtonLink to={loginPathFor(here)}>
        <LogIn aria-hidden="true" />
        Sign in to connect
      </ButtonLink>
    </div>
  );
}
