import { whenGraphQLIdle } from '@/lib/graphql-in-flight';

/** However busy the page stays, the connection opens this long after it was asked for. */
export const FIRST_SCREEN_MAX_WAIT_MS = 4000;

const loaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

// Safari has no requestIdleCallback: a macrotask is the next best "after this work" there.
const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    } else {
      setTimeout(resolve, 0);
    }
  });

/**
 * Resolves once the page's first screen is on screen: the page has loaded, the browser has had an
 * idle moment (the render is done), and no GraphQL answer is still awaited (its cards are drawn
 * with it); or after FIRST_SCREEN_MAX_WAIT_MS, whichever comes first. See docs/decisions/0067.
 */
export function afterFirstScreen(): Promise<void> {
  const drawn = loaded().then(idle).then(whenGraphQLIdle).then(idle);
  const cap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_MAX_WAIT_MS));
  return Promise.race([drawn, cap]);
}
