import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';

/**
 * Whether the visitor is a signed-in member: the landing page then leads into the app (Discover,
 * their profile) instead of offering sign-up and sign-in. Read from the stored session, so the
 * right buttons show from the first paint.
 */
export function useIsSignedIn(): boolean {
  return useAuthStore(selectIsSignedIn);
}
