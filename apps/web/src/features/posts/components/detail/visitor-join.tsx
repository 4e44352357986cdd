import { LogIn, UserPlus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useReturnPath } from '@/lib/hooks/use-return-path';
import { loginPathFor, signupPathFor } from '@/lib/login-path';
import { ApplicationsClosed } from './applications-closed';

interface VisitorJoinProps {
  creator?: string;
  /** The post's application deadline has passed: no "Sign up to apply" then. */
  applicationsClosed?: boolean;
  applyBy?: string | null;
}

/**
 * Where a member sees Apply, Save and Connect, a signed-out visitor (who opened a shared link) sees
 * the way in: sign up or sign in, and both come back to this post. Past the post's deadline
 * there is nothing to apply to: the visitor reads that applications closed, and may still join.
 */
export function VisitorJoin({ creator, applicationsClosed: closed, applyBy }: VisitorJoinProps) {
  const here = useReturnPath();
  return (
    <div className="mt-6 flex flex-col gap-4 border-t border-border/70 pt-6">
      {closed ? <ApplicationsClosed applyBy={applyBy ?? null} /> : null}
      <p className="text-sm text-muted-foreground">
        {closed
          ? `Squadup is free. Join to find other open projects or connect with ${creator ?? 'its owner'}.`
          : `Squadup is free. Join to apply, save this post or connect with ${creator ?? 'its owner'}.`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={signupPathFor(here)} size="md">
          <UserPlus aria-hidden="true" />
          {closed ? 'Sign up' : 'Sign up to apply'}
        </ButtonLink>
        <ButtonLink to={loginPathFor(here)} variant="outline" size="md">
          <LogIn aria-hidden="true" />
          Sign in
        </ButtonLink>
      </div>
    </div>
  );
}

/** A visitor's ways on from a post they cannot read: it may be closed, which members still see. */
export function VisitorMissingActions() {
  const here = useReturnPath();
  return (
    <div className="flex flex-wrap items-center justify-center gap-2">
      {/* No redirect: back here would be the same dead end; the welcome step leads to Discover. */}
      <ButtonLink to="/signup">
        <UserPlus aria-hidden="true" />
        Sign up
      </ButtonLink>
      <ButtonLink to={loginPathFor(here)} variant="outline">
        <LogIn aria-hidden="true" />
        Sign in
      </ButtonLink>
    </div>
  );
}
