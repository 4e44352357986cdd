import { Suspense } from 'react';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { SignedInLayout, VisitorLayout } from '../lazy-screens';
import { FullPageSpinner } from './full-page-spinner';

/**
 * The frame of a page anyone with the link may read (a post, a profile): a member reads it in the
 * signed-in layout like any other screen, a signed-out visitor in the public one, so a link posted
 * in a hackathon channel opens for everyone. The same spinner as RequireAuth while auth initialises.
 */
export function MemberOrVisitor() {
  const isInitialized = useAuthStore((s) => s.isInitialized);
  const isSignedIn = useAuthStore(selectIsSignedIn);

  if (!isInitialized) return <FullPageSpinner />;
  // Each layout renders the page through its own <Outlet />.
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {isSignedIn ? <SignedInLayout /> : <VisitorLayout />}
    </Suspense>
  );
}
