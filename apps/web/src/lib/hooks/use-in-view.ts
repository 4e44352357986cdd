import { useCallback, useEffect, useRef } from 'react';

/**
 * A callback ref that calls `onVisible` each time the element scrolls into view (with a margin, so
 * the next page starts loading a little before the end). Without IntersectionObserver it does nothing.
 */
export function useInView<T extends Element>(onVisible: () => void, rootMargin = '240px') {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) callback.current();
        },
        { rootMargin },
      );
      observer.current.observe(element);
    },
    [rootMargin],
  );
}
