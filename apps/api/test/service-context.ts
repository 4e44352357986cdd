import { createLogger } from '../src/lib/logger.js';
import { serviceContext } from '../src/graphql/loaders.js';
import type { ServiceContext } from '../src/lib/service-context.js';
import { createDomainEvents } from '../src/events.js';
import type { AfterCommitSubscriber } from '../src/lib/domain-events.js';
import type { TestApp } from './app.js';

/**
 * A service context for a test that calls a service directly, as `viewerId` and over the test
 * app's database and config; the activity items are written as in the app, and
 * `afterCommit` (none by default) hears the committed events when the test needs them.
 */
export const testServiceContext = (
  app: Pick<TestApp, 'db' | 'config'>,
  viewerId: string,
  afterCommit?: AfterCommitSubscriber,
): ServiceContext =>
  serviceContext(
    {
      db: app.db,
      config: app.config,
      events: createDomainEvents({ afterCommit: afterCommit ? [afterCommit] : [] }),
      log: createLogger(app.config),
    },
    { id: viewerId },
  );
