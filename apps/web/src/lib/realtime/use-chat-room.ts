import { useEffect, useRef } from 'react';
import { realtime } from './socket';

/**
 * Keeps this client in the open chat's room: joins now when connected and again after every
 * reconnect (the server forgets rooms with the old connection), leaves on unmount or change.
 * `onRejoined` runs once a re-join is confirmed: a catch-up made from then on misses nothing,
 * since every later message arrives live (one made before could miss a message sent meanwhile).
 */
export function useChatRoom(chatId: string | null, onRejoined?: () => void): void {
  const rejoined = useRef(onRejoined);
  useEffect(() => {
    rejoined.current = onRejoined;
  });
  useEffect(() => {
    if (!chatId) return;
    realtime.emit('joinChat', chatId);
    const unsubscribe = realtime.onConnect(() =>
      realtime.emit('joinChat', chatId, (answer) => {
        if (answer.ok) rejoined.current?.();
      }),
    );
    return () => {
      unsubscribe();
      realtime.emit('leaveChat', chatId);
    };
  }, [chatId]);
}
