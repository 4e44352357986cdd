import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@squadup/shared';
import type { Config } from '../config.js';
import type { Logger } from '../lib/logger.js';
import type { GraphQLContext } from './context.js';
import { noStorePlugin } from './cache-control.js';
import { compiledExecution } from './compiled-execution.js';
import { createFormatError, errorLoggingPlugin } from './errors.js';
import { limitRules, parseOptions } from './limits.js';
import { buildResolvers, type ResolverMap } from './resolvers.js';

export interface GraphQLServerOptions {
  config: Config;
  log: Logger;
  /** Extra resolver maps merged over the modules' (tests use it to add failing resolvers). */
  resolvers?: ResolverMap[];
  /** Plugins after the project's own (the metrics). */
  plugins?: ApolloServerPlugin<GraphQLContext>[];
}

/** Apollo Server with the schema from @squadup/shared and the project's limits and error policy. */
export function createGraphQLServer({
  config,
  log,
  resolvers = [],
  plugins = [],
}: GraphQLServerOptions) {
  const schema = makeExecutableSchema({ typeDefs, resolvers: buildResolvers(typeDefs, resolvers) });
  return new ApolloServer<GraphQLContext>({
    gateway: compiledExecution(schema),
    // Apollo would otherwise read NODE_ENV itself and include stack traces outside production.
    nodeEnv: config.env,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(log),
    logger: log,
    introspection: !config.isProduction,
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
      ...plugins,
    ],
  });
}
