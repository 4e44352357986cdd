import { useEffect, useRef } from 'react';

/** Calls `refetch` whenever the window regains focus. */
export function useRefetchOnFocus(refetch: () => unknown): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const onFocus = () => void latest.current();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);
}
