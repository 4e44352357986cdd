// The service context of a script's call (bench floors, explain cases): services take one
// (lib/service-context.ts). Scripts run no realtime server and log nothing; the configuration is
// the test one (a per-process secret, no file written), as no service a script calls reads more.
import type { Database } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import type { ViewerRef } from '../src/graphql/context.js';
import { createLogger } from '../src/lib/logger.js';
import { serviceContext, type ServiceContext } from '../src/lib/service-context.js';
import { NO_EVENTS } from '../src/realtime/events.js';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const log = createLogger(config);

/** `viewer`'s context over `db`, with fresh loaders (one per call, as one per request). */
export const scriptContext = (db: Database, viewer: ViewerRef): ServiceContext =>
  serviceContext({ db, events: NO_EVENTS, config, log }, viewer);
