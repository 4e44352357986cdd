import { createLogger } from '../src/lib/logger.js';
import { serviceContext } from '../src/graphql/loaders.js';
import type { ServiceContext } from '../src/lib/service-context.js';
import type { EventPublisher } from '../src/realtime/events.js';
import type { TestApp } from './app.js';

const ignoreEvents: EventPublisher = { publish: () => undefined };

/**
 * A service context for a test that calls a service directly, as `viewerId` and over the test
 * app's database and config; `events` records what it publishes when the test needs that.
 */
export const testServiceContext = (
  app: Pick<TestApp, 'db' | 'config'>,
  viewerId: string,
  events: EventPublisher = ignoreEvents,
): ServiceContext =>
  serviceContext(
    { db: app.db, config: app.config, events, log: createLogger(app.config) },
    { id: viewerId },
  );
