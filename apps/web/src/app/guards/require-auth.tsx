import { Suspense } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { useReturnPath } from '@/lib/hooks/use-return-path';
import { loginPathFor, type LoginLocationState } from '@/lib/login-path';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import type { ScreenHandle } from '../screen-handle';
import { FullPageSpinner } from './full-page-spinner';

/** Router state handed to /login so it can send the member back where they were going. */
export type LoginRedirectState = Required<Pick<LoginLocationState, 'from'>>;

/**
 * A spinner while auth initialises; signed-out visitors go to /login carrying the origin
 * path, both in the query (survives a reload) and in router state, except on a page a shared
 * link opens (its route's handle says `readableSignedOut`), which they may read.
 */
export function RequireAuth() {
  const isInitialized = useAuthStore((s) => s.isInitialized);
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const from = useReturnPath();
  const page = useMatches().at(-1)?.handle as ScreenHandle | undefined;

  if (!isInitialized) return <FullPageSpinner />;
  if (!isSignedIn && !page?.readableSignedOut) {
    const state: LoginRedirectState = { from };
    return <Navigate to={loginPathFor(from)} state={state} replace />;
  }
  // The signed-in screens load lazily; the same spinner covers that first download.
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
