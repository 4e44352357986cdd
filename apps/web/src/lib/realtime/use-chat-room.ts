import { useEffect } from 'react';
import { realtime } from './socket';

/**
 * Keeps this client in the open chat's room: joins now when connected and again after every
 * reconnect (the server forgets rooms with the old connection), leaves on unmount or change.
 */
export function useChatRoom(chatId: string | null): void {
  useEffect(() => {
    if (!chatId) return;
    realtime.emit('joinChat', chatId);
    const unsubscribe = realtime.onConnect(() => realtime.emit('joinChat', chatId));
    return () => {
      unsubscribe();
      realtime.emit('leaveChat', chatId);
    };
  }, [chatId]);
}
