import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installDefaultFetch } from './fetch';
import { staticMediaQuery } from './match-media';

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
