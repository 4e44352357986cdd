// A stand-in for '@/lib/realtime/use-socket-event' and '@/lib/realtime/use-chat-room' in unit tests
// (loaded with vi.mock): the real hooks open a socket.io connection, which a unit test has no
// server for. Tests push server events with `serverEmit` and read the joined rooms from `joinedRooms`.
import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerToClientEvents } from '@squadup/shared';

type Listener = (...args: unknown[]) => void;
const listeners = new Map<string, Set<Listener>>();

/** The chat rooms currently joined (mount joins, unmount leaves). */
export const joinedRooms: string[] = [];

/** Delivers a server event to every subscribed component. */
export function serverEmit<E extends ServerEventName>(
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
): void {
  for (const listener of listeners.get(event) ?? []) listener(...args);
}

export function useSocketEvent<E extends ServerEventName>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const latest = useRef<Listener>(handler as Listener);
  useEffect(() => {
    latest.current = handler as Listener;
  });
  useEffect(() => {
    const listener: Listener = (...args) => latest.current(...args);
    const set = listeners.get(event) ?? new Set<Listener>();
    listeners.set(event, set.add(listener));
    return () => void set.delete(listener);
  }, [event]);
}

const rejoinListeners = new Set<() => void>();

/** The server confirms every open chat's re-join after a reconnection. */
export function serverRejoin(): void {
  rejoinListeners.forEach((listener) => listener());
}

export function useChatRoom(chatId: string | null, onRejoined?: () => void): void {
  const latest = useRef(onRejoined);
  useEffect(() => {
    latest.current = onRejoined;
  });
  useEffect(() => {
    if (!chatId) return;
    joinedRooms.push(chatId);
    const listener = () => latest.current?.();
    rejoinListeners.add(listener);
    return () => {
      rejoinListeners.delete(listener);
      joinedRooms.splice(joinedRooms.indexOf(chatId), 1);
    };
  }, [chatId]);
}
