import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installDefaultFetch } from './fetch';
import { staticMediaQuery } from './match-media';

// findBy*/waitFor give up after 1 s by default: a page of 40 cards rendered in jsdom while the
// other test workers share CI's 2 cores once took longer than that (saved-posts-page). The waits
// still end as soon as the screen shows what they look for; only the ceiling is higher, times the
// load factor the runner chose at start (scripts/test-timeouts.ts, passed down in the environment).
const timeoutFactor = Number(process.env.TEST_TIMEOUT_FACTOR) || 1;
configure({ asyncUtilTimeout: 5000 * timeoutFactor });

beforeEach(() => {
  installDefaultFetch();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});

// jsdom has no matchMedia; tests that care replace it with their own controllable version.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => staticMediaQuery(query, false),
  });
}

// jsdom implements no layout, so window.scrollTo only logs "Not implemented" (the router scrolls to
// the top on every navigation); a no-op keeps the test output readable.
window.scrollTo = () => undefined;

// Radix's menus place themselves with floating-ui, which measures the trigger and the menu through
// ResizeObserver; jsdom has none (and no layout to observe), so an observer that never reports.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
