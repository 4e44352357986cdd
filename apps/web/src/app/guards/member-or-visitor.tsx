import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { SignedInLayout, VisitorLayout } from '../lazy-screens';

/**
 * The frame of every screen behind RequireAuth: the signed-in layout for a member, and for a
 * signed-out visitor on a page anyone with the link may read (a post, a profile) the public one,
 * so a link posted in a hackathon channel opens for everyone. Each layout renders the page through
 * its own <Outlet />; RequireAuth shows the spinner meanwhile.
 */
export function MemberOrVisitor() {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  return isSignedIn ? <SignedInLayout /> : <VisitorLayout />;
}
