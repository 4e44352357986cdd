import { defineConfig } from 'vitest/config';
import { scaled } from '../../scripts/test-timeouts.js';
import { testResolve } from './vitest.resolve.js';

export default defineConfig({
  resolve: testResolve,
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One migrated PGlite is built and dumped once; every test file starts from that dump
    // (or, with TEST_DATABASE_URL, gets its own database on that server).
    globalSetup: ['./test/setup/global-setup.ts'],
    // PGlite is WebAssembly with a large heap: separate processes, two at a time on two cores.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    // Scaled by the machine's load at start (scripts/test-timeouts.ts): a hang still fails.
    testTimeout: scaled(20_000),
    hookTimeout: scaled(60_000),
  },
});
