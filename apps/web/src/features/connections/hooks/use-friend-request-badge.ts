import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useCountersStore } from '@/stores/counters';
import { PendingFriendRequestCountQuery } from '../api/connections';

/**
 * Keeps the navigation's request badge at the server's count of pending requests: loaded when the
 * signed-in app mounts and again whenever the window regains focus. (Accept and decline lower it at
 * once; live socket updates arrive with the realtime work.)
 */
export function useFriendRequestBadge(): void {
  const client = useApolloClient();
  const setCount = useCountersStore((state) => state.setFriendRequestCount);
  useEffect(() => {
    let active = true;
    const load = async () => {
      try {
        // no-cache: the ids-only answer must not replace the cached list Notifications shows.
        const { data } = await client.query({
          query: PendingFriendRequestCountQuery,
          fetchPolicy: 'no-cache',
          context: { skipErrorToast: true },
        });
        if (active && data) setCount(data.loadPendingFriendRequests.length);
      } catch (error) {
        console.error('Loading the connection request count failed', error);
      }
    };
    const onFocus = () => void load();
    void load();
    window.addEventListener('focus', onFocus);
    return () => {
      active = false;
      window.removeEventListener('focus', onFocus);
    };
  }, [client, setCount]);
}
