import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (the search box's debounce). */
export function useDebouncedSearch(value: string, delayMs = 350): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
