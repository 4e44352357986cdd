import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerToClientEvents } from '@squadup/shared';
import { realtime } from './socket';

type Handler = (...args: never[]) => void;

/**
 * Calls `handler` for each `event` from the server while the component is mounted. The latest
 * handler is kept in a ref, so re-renders with a new closure do not re-subscribe.
 */
export function useSocketEvent<E extends ServerEventName>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const latest = useRef<Handler>(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const forward = ((...args: never[]) => latest.current(...args)) as ServerToClientEvents[E];
    return realtime.on(event, forward);
  }, [event]);
}
