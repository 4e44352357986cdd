import { defineConfig, mergeConfig } from 'vitest/config';
import { scaled } from '../../scripts/test-timeouts';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // Only colocated unit tests: Playwright's e2e/*.spec.ts must never run under vitest.
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // Vitest's default is one worker fewer than the cores: one on CI's two, leaving a core idle
      // through the longest unit phase (docs/decisions/0040-ci-time.md).
      maxWorkers: 2,
      restoreMocks: true,
      // Each test's fetch stub (src/test/fetch.ts) is undone after it.
      unstubGlobals: true,
      // A journey of several typed fields and findBy waits (each up to 5 s, src/test/setup.ts) took
      // over 5 s on two cores busy with a browser run. Scaled by the machine's load at start
      // (scripts/test-timeouts.ts); a hang still fails.
      testTimeout: scaled(20_000),
    },
  }),
);
