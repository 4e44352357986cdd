import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginLocationState } from '@/lib/login-path';
import { useAuthStore } from '@/stores/auth-storage';
import { useCountersStore } from '@/stores/counters';

export interface SignOutOptions {
  /** The server has already ended the session (sign out everywhere): no logout request. */
  endedOnServer?: boolean;
  /** Where the member lands (a deleted account goes to the landing page); /login by default. */
  to?: string;
}

/**
 * Signs out to /login (or `to`): clears the session (which sends the logout request) and the counters.
 * The guarded screen must be gone before the session is: clearing under it would make the guard turn
 * this into /login?redirect=... So the navigation is committed synchronously (flushSync; a transition
 * would keep the guarded screen up while the login chunk loads), and only then is the session
 * cleared. The state tells /login not to send the still-signed-in member back in meanwhile.
 */
export function useSignOut(): (options?: SignOutOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (options: SignOutOptions = {}) => {
      const to = options.to ?? '/login';
      const state: LoginLocationState | undefined =
        to === '/login' ? { signedOut: true } : undefined;
      void Promise.resolve(navigate(to, { replace: true, state, flushSync: true })).then(() => {
        useAuthStore.getState().clearAuth({ tellServer: !options.endedOnServer });
        useCountersStore.getState().reset();
      });
    },
    [navigate],
  );
}
