import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { NoSchemaIntrospectionCustomRule, type GraphQLFormattedError } from 'graphql';
import { typeDefs } from '@squadup/shared';
import type { Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import type { GraphQLContext } from './context.js';
import { noStorePlugin } from './cache-control.js';
import { compiledExecution, leafOptions } from './compiled-execution.js';
import { createFormatError, errorLoggingPlugin } from './errors.js';
import { limitRules, parseOptions } from './limits.js';
import { observerPlugin, type GraphQLObserver } from './observer.js';
import { createPreparedQueries, type PreparedQueries } from './prepared-queries.js';
import { buildResolvers, type ResolverMap } from './resolvers.js';

export interface GraphQLServerOptions {
  config: Config;
  log: Logger;
  /** Extra resolver maps merged over the modules' (tests use it to add failing resolvers). */
  resolvers?: ResolverMap[];
  /** Told of every answer (the metrics). */
  observers?: GraphQLObserver[];
}

/** Apollo Server, and the queries prepared to run without its pipeline, with what both share. */
export interface GraphQLServer {
  apollo: ApolloServer<GraphQLContext>;
  prepared: PreparedQueries;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  observers: GraphQLObserver[];
}

/**
 * Apollo Server with the schema from @squadup/shared and the project's limits and error policy,
 * and the same schema, rules and policy for queries answered without Apollo's pipeline
 * (prepared-queries.ts).
 */
export function createGraphQLServer({
  config,
  log,
  resolvers = [],
  observers = [],
}: GraphQLServerOptions): GraphQLServer {
  const schema = makeExecutableSchema({ typeDefs, resolvers: buildResolvers(typeDefs, resolvers) });
  const formatError = createFormatError(log);
  const introspection = !config.isProduction;
  const leaves = leafOptions(schema, config.isProduction ? 'as-resolved' : 'checked');
  const prepared = createPreparedQueries({
    leaves,
    schema,
    // Apollo's own order: its introspection ban (the same fields refused), then the limits.
    rules: [...(introspection ? [] : [NoSchemaIntrospectionCustomRule]), ...limitRules()],
    parseOptions,
  });
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: compiledExecution(schema, { leaves }),
    // Apollo would otherwise read NODE_ENV itself and include stack traces outside production.
    nodeEnv: config.env,
    includeStacktraceInErrorResponses: false,
    formatError,
    logger: log,
    introspection,
    // Strips graphql-js's "Did you mean …?" field suggestions. This is Apollo's built-in version of
    // graphql-armor's block-field-suggestions, which is an envelop plugin Apollo cannot load.
    hideSchemaDetailsFromClientErrors: config.isProduction,
    // main.ts owns shutdown; Apollo's own handler would stop it and then re-send the signal.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    parseOptions,
    validationRules: limitRules(),
    plugins: [
      // The embedded Sandbox loads from Apollo's CDN, which the CSP (and an offline machine) blocks.
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache-control plugin computes a cache policy field by field (a hook per resolved
      // field, a tenth of a request's GraphQL time) only to conclude `no-store`: no type or field
      // has a cache hint, and answers are the member's own. noStorePlugin sets that header once.
      ApolloServerPluginCacheControlDisabled(),
      noStorePlugin(),
      errorLoggingPlugin(),
      ...observers.map(observerPlugin),
    ],
  });
  return { apollo, prepared, formatError, observers };
}
