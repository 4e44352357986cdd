import type { ApolloServerPlugin } from '@apollo/server';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { GraphQLContext } from '../graphql/context.js';
import { errorCodeLabel, operationLabel } from './labels.js';

/**
 * An Apollo plugin: each GraphQL request's duration by operation, and each error it answered with
 * by operation and extensions.code (the code the client got, after formatError).
 */
export function graphqlMetrics(registry: Registry): ApolloServerPlugin<GraphQLContext> {
  const duration = new Histogram({
    name: 'squadup_graphql_request_duration_seconds',
    help: 'GraphQL requests: seconds from receipt to the answer, by operation name (one the web app sends, else "other"; "anonymous" without one). Its _count is the request count.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'squadup_graphql_errors_total',
    help: 'Errors in GraphQL answers, by operation name and extensions.code.',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });
  return {
    requestDidStart() {
      const end = duration.startTimer();
      return Promise.resolve({
        willSendResponse({ operationName, request, response }) {
          const operation = operationLabel(operationName ?? request.operationName);
          end({ operation });
          if (response.body.kind === 'single') {
            for (const error of response.body.singleResult.errors ?? [])
              errors.inc({ operation, code: errorCodeLabel(error.extensions?.code) });
          }
          return Promise.resolve();
        },
      });
    },
  };
}
