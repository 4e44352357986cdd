// What the floor of `npm run bench:api` does for one request, importable so a test can compare
// its answers with the app's (test/bench-api-floor.test.ts): the bearer check the app makes (the
// token's signature, and the one session query unless the answer is kept from a recent check),
// then the web's own GraphQL document executed by graphql-js over the app's schema and resolvers
// (attached as Apollo attaches them) with a context built as the app builds it. So the floor runs
// the app's statements and answers the app's JSON; what the app costs above it is Express,
// Apollo's request pipeline (parsing and validating every request, plugins), the access log and
// the middleware, less what its compiled execution saves (docs/decisions/0063).
import { typeDefs } from '@squadup/shared';
import {
  buildSchema,
  execute,
  isObjectType,
  parse,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createDomainEvents } from '../src/events.js';
import type { GraphQLContext } from '../src/graphql/context.js';
import { createLoaders } from '../src/graphql/loaders.js';
import { buildResolvers, type ResolverMap } from '../src/graphql/resolvers.js';
import { createAdmission } from '../src/lib/admission.js';
import type { Logger } from '../src/lib/logger.js';
import { liveAccessClaims } from '../src/modules/auth/bearer.js';
import { createSessionCache } from '../src/modules/auth/session-cache.js';
import type { AccessClaims } from '../src/modules/auth/tokens.js';

export interface Floor {
  /**
   * The bearer check the app makes: the token's claims when it is live, null otherwise. Kept per
   * token as the app keeps it, so a token checked lately costs no statement here either.
   */
  viewer(token: string): Promise<AccessClaims | null>;
  /** The web's document executed for that member, as the app executes it. */
  run(
    viewer: AccessClaims,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<ExecutionResult>;
  /** The answer to `query` for the bearer `token`'s member; null when the token is not live. */
  answer(
    token: string,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<ExecutionResult | null>;
}

/**
 * The app's schema with its resolvers attached, as Apollo's makeExecutableSchema attaches them:
 * the schema has only object types with field resolvers (no custom scalar, union or interface),
 * so anything else here is a change this floor must learn about first.
 */
function executableSchema(resolvers: ResolverMap): GraphQLSchema {
  const schema = buildSchema(typeDefs);
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type))
      throw new Error(`bench floor: resolvers for ${typeName}, not an object type`);
    const typeFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = typeFields[fieldName];
      if (!field) throw new Error(`bench floor: no field ${typeName}.${fieldName}`);
      field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}

// The floor reads only: an operation that tried to sign up or send would fail loudly here.
const notInTheFloor = (what: string) => () => {
  throw new Error(`the bench floor does not ${what}`);
};

export function createFloor(deps: { db: Database; config: Config; log: Logger }): Floor {
  const { db, config, log } = deps;
  const schema = executableSchema(buildResolvers(typeDefs));
  const events = createDomainEvents();
  const sendAdmission = createAdmission({ maxInFlight: 0, retryAfterMs: 0, busyMessage: '' });
  // Parsed once per document: the web sends a handful, always the same text.
  const documents = new Map<string, DocumentNode>();
  // The app's cache of live answers; nothing ends a session while the bench runs, so the floor
  // needs no after-commit subscription to forget one.
  const sessions = createSessionCache();
  const floor: Floor = {
    viewer: (token) => liveAccessClaims({ config, db, sessions }, token),
    run(claims, query, variables) {
      let document = documents.get(query);
      if (!document) documents.set(query, (document = parse(query)));
      const contextValue: GraphQLContext = {
        db,
        config,
        user: {
          id: claims.userId,
          session: { id: claims.sessionId, version: claims.sessionVersion },
        },
        requestId: 'floor',
        log,
        loaders: createLoaders(db, claims.userId),
        events,
        accounts: { create: notInTheFloor('create accounts') },
        sendAdmission,
      };
      return Promise.resolve(
        execute({ schema, document, contextValue, variableValues: variables }),
      );
    },
    async answer(token, query, variables) {
      const claims = await floor.viewer(token);
      return claims ? floor.run(claims, query, variables) : null;
    },
  };
  return floor;
}
