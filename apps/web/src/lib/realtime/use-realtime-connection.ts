import { useEffect, useSyncExternalStore } from 'react';
import { useAuthStore } from '@/stores/auth-storage';
import { signedInMember } from './auth-binding';
import type { ConnectionStatus, RealtimeManager } from './manager';
import { realtime } from './socket';

/**
 * After sign-in (or on start with a valid token) the realtime connection opens.
 * Mounted once, in the signed-in layout, which renders only after the guard has checked the token.
 * Keyed on the member, so another member signing in gets a fresh connection; closing on sign-out
 * is closeOnSignOut's job (auth-binding.ts), so unmounting here does not close it.
 */
export function useRealtimeConnection(manager: RealtimeManager = realtime): void {
  const memberId = useAuthStore(signedInMember);
  useEffect(() => {
    if (memberId) manager.start();
  }, [manager, memberId]);
}

/** The connection's state, for the reconnecting indicator. */
export function useConnectionStatus(manager: RealtimeManager = realtime): ConnectionStatus {
  return useSyncExternalStore(manager.subscribeStatus, manager.getStatus);
}
