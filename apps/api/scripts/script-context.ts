// The service context of a script's call (bench floors, explain cases): services take one
// (lib/service-context.ts). Scripts run no realtime server and log nothing; the configuration is
// the test one (a per-process secret, no file written), as no service a script calls reads more.
import type { Database } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import type { ViewerRef } from '../src/graphql/context.js';
import { createLogger } from '../src/lib/logger.js';
import { serviceContext, type ServiceContext } from '../src/lib/service-context.js';
import type { PersonParent } from '../src/modules/people/index.js';
import { NO_EVENTS } from '../src/realtime/events.js';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const log = createLogger(config);

/** `viewer`'s context over `db`, with fresh loaders (one per call, as one per request). */
export const scriptContext = (db: Database, viewer: ViewerRef): ServiceContext =>
  serviceContext({ db, events: NO_EVENTS, config, log }, viewer);

/**
 * A page of person cards as the web's PersonCardFields gets it: the service's page, then what the
 * Person field resolvers add through the request's loaders (connections, skills: one query each).
 */
export async function personCards(
  db: Database,
  viewer: ViewerRef,
  list: (ctx: ServiceContext) => Promise<PersonParent[]>,
) {
  const ctx = scriptContext(db, viewer);
  return Promise.all(
    (await list(ctx)).map(async (person) => {
      const [state, skills] = await Promise.all([
        ctx.loaders.connectionState.load(person._id),
        ctx.loaders.memberSkills.load(person._id),
      ]);
      return { ...person, is_connection: state.status, chat_id: state.chat_id, top_skills: skills };
    }),
  );
}
