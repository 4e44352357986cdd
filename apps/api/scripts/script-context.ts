// A service context for the scripts that call services directly (benches, EXPLAIN cases): quiet
// test configuration, a silent logger, and a dispatcher with no after-commit subscriber (no
// realtime server runs; the activity items are written as in the app).
import { typeDefs } from '@squadup/shared';
import { buildSchema, isObjectType } from 'graphql';
import { loadConfig } from '../src/config.js';
import { createDomainEvents } from '../src/events.js';
import type { Database } from '../src/db/client.js';
import type { ViewerRef } from '../src/lib/viewer.js';
import { createLogger } from '../src/lib/logger.js';
import type { GraphQLContext } from '../src/graphql/context.js';
import { serviceContext } from '../src/graphql/loaders.js';
import type { ServiceContext } from '../src/lib/service-context.js';
import type { PersonParent } from '../src/modules/people/index.js';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SEED: 'off' });
const log = createLogger(config);

/** `viewer`'s context over `db`, as a resolver's memberContext would build it. */
export const scriptContext = (db: Database, viewer: ViewerRef): ServiceContext =>
  serviceContext({ db, config, log, events: createDomainEvents() }, viewer);

const schema = buildSchema(typeDefs);

/**
 * A mapped type's answer as GraphQL would send it with every field selected: each field of the
 * schema's `typeName`, from its field resolver when the module has one, else from the parent
 * (what GraphQL execution adds on top of a service call that returns a parent).
 */
export async function resolveAllFields<Parent extends object>(
  typeName: string,
  fields: Record<string, unknown>,
  parent: Parent,
  ctx: ServiceContext,
): Promise<Record<string, unknown>> {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  const graphqlContext = { db: ctx.db, user: ctx.viewer, loaders: ctx.loaders } as GraphQLContext;
  const answer: Record<string, unknown> = {};
  for (const name of Object.keys(type.getFields())) {
    const resolve = fields[name] as FieldResolver | undefined;
    answer[name] = resolve
      ? await resolve(parent, {}, graphqlContext)
      : (parent as Record<string, unknown>)[name];
  }
  return answer;
}

type FieldResolver = (parent: unknown, args: object, ctx: GraphQLContext) => unknown;

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
