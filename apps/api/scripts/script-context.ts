// A service context for the scripts that call services directly (benches, EXPLAIN cases): quiet
// test configuration, a silent logger, and events that go nowhere (no realtime server runs).
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import type { ViewerRef } from '../src/graphql/context.js';
import { createLogger } from '../src/lib/logger.js';
import { serviceContext, type ServiceContext } from '../src/lib/service-context.js';
import type { EventPublisher } from '../src/realtime/events.js';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SEED: 'off' });
const log = createLogger(config);
const noEvents: EventPublisher = { publish: () => undefined };

/** `viewer`'s context over `db`, as a resolver's memberContext would build it. */
export const scriptContext = (
  db: Database,
  viewer: ViewerRef,
  events: EventPublisher = noEvents,
): ServiceContext => serviceContext({ db, config, log, events }, viewer);
