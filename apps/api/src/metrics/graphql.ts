import { Counter, Histogram, type Registry } from 'prom-client';
import type { GraphQLObserver } from '../graphql/observer.js';
import { errorCodeLabel, operationLabel } from './labels.js';

/**
 * Each GraphQL request's duration by operation, and each error it answered with by operation and
 * extensions.code (the code the client got, after formatError).
 */
export function graphqlMetrics(registry: Registry): GraphQLObserver {
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
    requestStarted() {
      const end = duration.startTimer();
      return (operationName, answerErrors) => {
        const operation = operationLabel(operationName);
        end({ operation });
        for (const error of answerErrors)
          errors.inc({ operation, code: errorCodeLabel(error.extensions?.code) });
      };
    },
  };
}
