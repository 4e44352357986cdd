import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';

/** Get Started goes to sign-up, or straight into the app for a member who is already signed in. */
export function useGetStartedPath(): '/projects' | '/signup' {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  return isSignedIn ? '/projects' : '/signup';
}
