import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@/stores/auth-storage';
import { useCountersStore } from '@/stores/counters';

/**
 * Leaves the app for the landing page, then clears the session. Navigating first matters: clearing
 * while still on a guarded screen would make the guard bounce to /login?redirect=... instead.
 * The auth feature adds the server-side logout request.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void Promise.resolve(navigate('/', { replace: true })).then(() => {
      useAuthStore.getState().clearAuth();
      useCountersStore.getState().reset();
    });
  }, [navigate]);
}
