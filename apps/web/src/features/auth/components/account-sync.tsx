import { useEffect } from 'react';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';
import { useAuthStore } from '@/stores/auth-storage';

/**
 * Renders nothing: mounted once in the signed-in layout so that the member's account follows
 * what happens to it elsewhere. An address verified in another tab or on another device clears
 * the "Please verify" banner at once (the server's `accountUpdate`); a tab that was asleep or
 * offline meanwhile asks again when it comes back into view, while the address is unverified.
 */
export function AccountSync() {
  const updateUser = useAuthStore((s) => s.updateUser);
  useSocketEvent('accountUpdate', (update) => {
    if (update.email_verified) updateUser({ email_verified: true });
  });

  useEffect(() => {
    const onVisible = () => {
      const { user, reloadUser } = useAuthStore.getState();
      if (document.visibilityState !== 'visible' || user?.email_verified !== false) return;
      reloadUser().catch(() => undefined); // offline: the next return to the tab asks again
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return null;
}
