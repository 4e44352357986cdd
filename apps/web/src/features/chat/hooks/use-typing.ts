import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING } from '@squadup/shared';
import { realtime } from '@/lib/realtime/socket';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';

/**
 * Tells the chat's other members that this member is typing (docs/decisions/0082): once when the
 * composer gets words, again every TYPING.repeatMs while they keep typing, and "stopped" when the
 * box is emptied, after TYPING.repeatMs without a keystroke, or when the chat closes (a sent message
 * says it by arriving). The
 * server relays it only for a member who shows typing; `enabled` spares the frames otherwise.
 */
export function useTypingSignal(chatId: string, enabled: boolean) {
  const sentAt = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idle.current);
    if (sentAt.current === 0) return;
    sentAt.current = 0;
    realtime.emit('typing', { chatId, typing: false });
  }, [chatId]);

  const typed = useCallback(
    (text: string) => {
      if (!enabled || text.trim() === '') {
        stopped();
        return;
      }
      clearTimeout(idle.current);
      idle.current = setTimeout(stopped, TYPING.repeatMs);
      const now = Date.now();
      if (now - sentAt.current < TYPING.repeatMs) return;
      if (realtime.emit('typing', { chatId, typing: true })) sentAt.current = now;
    },
    [chatId, enabled, stopped],
  );

  /**
   * The message went: the others' indicator goes with its arrival (useTypingMembers), so no
   * "stopped" is sent for it.
   */
  const sent = useCallback(() => {
    clearTimeout(idle.current);
    sentAt.current = 0;
  }, []);

  useEffect(() => stopped, [stopped]);
  return { typed, sent };
}

/**
 * The members typing in the chat now, in the order they started: each until they say they
 * stopped, their message arrives, or TYPING.shownMs pass without a word from them.
 */
export function useTypingMembers(chatId: string, viewerId: string | undefined): string[] {
  // Member id to when their indicator goes out (ms since epoch).
  const [until, setUntil] = useState<ReadonlyMap<string, number>>(new Map());
  const without = (userId: string) =>
    setUntil((current) => {
      if (!current.has(userId)) return current;
      const next = new Map(current);
      next.delete(userId);
      return next;
    });

  useSocketEvent('typing', (signal) => {
    if (signal.chatId !== chatId.toLowerCase() || signal.userId === viewerId) return;
    if (!signal.typing) return without(signal.userId);
    setUntil((current) => new Map(current).set(signal.userId, Date.now() + TYPING.shownMs));
  });
  useSocketEvent('receiveMessage', (message) => {
    if (message.chat_id === chatId.toLowerCase()) without(message.sender_id);
  });

  // The next indicator to go out takes itself out then.
  useEffect(() => {
    if (until.size === 0) return;
    const soonest = Math.min(...until.values());
    const timer = setTimeout(
      () =>
        setUntil((current) => {
          const now = Date.now();
          return new Map([...current].filter(([, end]) => end > now));
        }),
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [until]);

  return [...until.keys()];
}
