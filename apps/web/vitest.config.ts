import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // Only colocated unit tests: Playwright's e2e/*.spec.ts must never run under vitest.
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Each test's fetch stub (src/test/fetch.ts) is undone after it.
      unstubGlobals: true,
    },
  }),
);
