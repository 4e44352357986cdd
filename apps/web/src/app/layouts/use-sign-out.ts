import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginLocationState } from '@/lib/login-path';
import { useAuthStore } from '@/stores/auth-storage';
import { useCountersStore } from '@/stores/counters';

/**
 * Signs out to /login: clears the session (which sends the logout request) and the counters.
 * Navigating first matters: clearing while still on a guarded screen would make the guard turn this
 * into /login?redirect=...; the state tells /login not to send the still-signed-in member back in.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: LoginLocationState = { signedOut: true };
    void Promise.resolve(navigate('/login', { replace: true, state })).then(() => {
      useAuthStore.getState().clearAuth();
      useCountersStore.getState().reset();
    });
  }, [navigate]);
}
