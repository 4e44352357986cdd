import { useApolloClient } from '@apollo/client/react';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';
import { setPresence } from './presence-cache';

/**
 * Renders nothing: mounted once in the signed-in layout so that a connection coming online, going
 * offline or hiding their presence shows on the cards, profiles and chats on screen, live.
 */
export function PresenceSync() {
  const client = useApolloClient();
  useSocketEvent('presenceUpdate', (update) => setPresence(client.cache, update));
  return null;
}
