import { defineConfig } from 'vitest/config';
import { scaled } from '../../scripts/test-timeouts.js';
import { testResolve } from './vitest.resolve.js';

// The fault tests (`npm run test:faults`): real processes, a real PostgreSQL restarted under them,
// redis-server killed and started again. One file at a time: a PostgreSQL restart hits every
// database on the server. .ci/run runs them after `npm test`.
export default defineConfig({
  resolve: testResolve,
  test: {
    include: ['faults/**/*.fault.test.ts'],
    globalSetup: ['./test/setup/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: scaled(120_000),
    hookTimeout: scaled(120_000),
  },
});
