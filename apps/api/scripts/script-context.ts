// A service context for the scripts that call services directly (benches, EXPLAIN cases): quiet
// test configuration, a silent logger, and a dispatcher with no after-commit subscriber (no
// realtime server runs; the activity items are written as in the app).
import { loadConfig } from '../src/config.js';
import { createDomainEvents } from '../src/events.js';
import type { Database } from '../src/db/client.js';
import type { ViewerRef } from '../src/lib/viewer.js';
import { createLogger } from '../src/lib/logger.js';
import { serviceContext } from '../src/graphql/loaders.js';
import type { ServiceContext } from '../src/lib/service-context.js';
import type { PersonParent } from '../src/modules/people/index.js';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SEED: 'off' });
const log = createLogger(config);

/** `viewer`'s context over `db`, as a resolver's memberContext would build it. */
export const scriptContext = (db: Database, viewer: ViewerRef): ServiceContext =>
  serviceContext({ db, config, log, events: createDomainEvents() }, viewer);

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
