import { useApolloClient } from '@apollo/client/react';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';
import { refetchOnActivity } from '../lib/refetch-on-activity';

/**
 * Renders nothing: mounted once in the signed-in layout so that, when something happens to the
 * member (the server's `activityUpdate`), the feed and the screens showing applications and squads
 * catch up without a reload, and again on each (re)connection. The badge itself is fed by the
 * realtime manager.
 */
export function ActivitySync() {
  const client = useApolloClient();
  const refresh = () => {
    void refetchOnActivity(client).catch((error: unknown) =>
      console.error('Refreshing after activity failed', error),
    );
  };
  useSocketEvent('activityUpdate', refresh);
  // Each (re)connection starts with the member's counts: what happened while there was no
  // connection (it opens after the first screen is drawn, and a lost one takes a while) was not heard.
  useSocketEvent('initialCounts', refresh);
  return null;
}
