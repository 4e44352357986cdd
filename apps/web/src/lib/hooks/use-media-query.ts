import { useCallback, useSyncExternalStore } from 'react';
import { NARROW_BREAKPOINT_PX } from '@/lib/constants';

/** Whether `query` matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** Below the spec's narrow breakpoint (768 px): contacts and chat switch to their narrow layout. */
export const useIsNarrow = (): boolean =>
  useMediaQuery(`(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`);
