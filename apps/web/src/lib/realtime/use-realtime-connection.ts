import { useEffect, useSyncExternalStore } from 'react';
import { useAuthStore } from '@/stores/auth-storage';
import { afterFirstScreen } from './after-first-screen';
import { signedInMember } from './auth-binding';
import type { ConnectionStatus, RealtimeManager } from './manager';
import { realtime } from './socket';

/**
 * After sign-in (or on start with a valid token) the realtime connection opens, once the first
 * screen is drawn (docs/decisions/0067): its download, its evaluation and its handshake do not
 * compete with the screen's own. Each (re)connection starts with `initialCounts`, on which the
 * screens fed by events read again what they show, so nothing sent meanwhile is missed.
 * Mounted once, in the signed-in layout, which renders only after the guard has checked the token.
 * Keyed on the member, so another member signing in gets a fresh connection; closing on sign-out
 * is closeOnSignOut's job (auth-binding.ts), so unmounting here does not close it.
 */
export function useRealtimeConnection(manager: RealtimeManager = realtime): void {
  const memberId = useAuthStore(signedInMember);
  useEffect(() => {
    if (!memberId) return;
    let current = true;
    void afterFirstScreen().then(() => {
      if (current) manager.start();
    });
    return () => {
      current = false;
    };
  }, [manager, memberId]);
}

/** The connection's state, for the reconnecting indicator. */
export function useConnectionStatus(manager: RealtimeManager = realtime): ConnectionStatus {
  return useSyncExternalStore(manager.subscribeStatus, manager.getStatus);
}
