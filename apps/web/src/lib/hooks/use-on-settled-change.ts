import { useEffect, useRef } from 'react';

/**
 * Runs `effect(value)` when `value` itself changes, never because anything else did. The
 * discover screens write their settled search text into the address with it: reacting to the
 * address as well would write a stale search into the next page's address while a navigation
 * away is still rendering (seen as /post/{id}?q=… after clicking a card), and would fight the
 * back button.
 */
export function useOnSettledChange<T>(value: T, effect: (value: T) => void): void {
  const previous = useRef(value);
  const latestEffect = useRef(effect);
  // Declared before the effect below, so it runs first and that effect sees this render's callback.
  useEffect(() => {
    latestEffect.current = effect;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    latestEffect.current(value);
  }, [value]);
}
