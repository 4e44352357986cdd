import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { v4 as uuidv4 } from 'uuid';
import {
  ERROR_CODES,
  GENERIC_ERROR_MESSAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  databaseCauseOf,
  toAppError,
  unavailableCauseOfAppError,
  type AppError,
} from '../errors.js';
import type { Logger } from '../lib/logger.js';
import type { GraphQLContext } from './context.js';

// Codes whose messages are written for clients: Apollo's request-level errors (bad query,
// bad variables, refused batch, CSRF) and our own expected ones.
const SAFE_CODES = new Set<string>([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  ...ERROR_CODES.filter((code) => code !== 'INTERNAL_SERVER_ERROR'),
]);

interface GraphQLErrorLike extends Error {
  extensions: Record<string, unknown>;
  originalError?: unknown;
}

// Duck-typed on purpose: graphql ships CJS and ESM builds, and when Apollo and this module load
// different copies (vitest inlines sources), `instanceof GraphQLError` is false for Apollo's errors.
function isGraphQLError(error: unknown): error is GraphQLErrorLike {
  return (
    error instanceof Error &&
    'extensions' in error &&
    typeof error.extensions === 'object' &&
    error.extensions !== null &&
    'originalError' in error
  );
}

// graphql-js stops coercing variables after Apollo's error limit and adds this error, without a
// code (Apollo codes only the per-variable ones as BAD_USER_INPUT). A 5,000-item list of the
// wrong type ends this way: the client's input all the same.
const VARIABLE_ERROR_LIMIT = /^Too many errors processing variables, error limit reached\./;
export const TOO_MANY_VARIABLE_ERRORS = 'Too many invalid values in the variables.';

type Classified =
  | { kind: 'app'; error: AppError }
  | { kind: 'graphql'; code: string; message: string }
  | { kind: 'unexpected'; cause: unknown };

/**
 * Walks the wrapping chain (Apollo and graphql-js wrap resolver and context errors in
 * GraphQLErrors) and stops at the first error that is safe to show; anything else is unexpected.
 */
export function classifyGraphQLError(error: unknown): Classified {
  let current: unknown = error;
  for (let hops = 0; hops < 10; hops += 1) {
    const appError = toAppError(current);
    if (appError) return { kind: 'app', error: appError };
    if (!isGraphQLError(current)) break;
    if (!current.originalError && VARIABLE_ERROR_LIMIT.test(current.message))
      return { kind: 'graphql', code: 'BAD_USER_INPUT', message: TOO_MANY_VARIABLE_ERRORS };
    const code = current.extensions.code;
    if (typeof code === 'string' && SAFE_CODES.has(code))
      return { kind: 'graphql', code, message: current.message };
    if (!current.originalError) break;
    current = current.originalError;
  }
  let cause: unknown = error;
  while (isGraphQLError(cause) && cause.originalError) cause = cause.originalError;
  return { kind: 'unexpected', cause };
}

// Lets formatError answer with the id under which the request's logger already logged the error.
const loggedErrorIds = new WeakMap<object, string>();

/**
 * Logs every unexpected error of an answer once, with the request's logger (so with its request
 * id), and at warn each value the database refused that a schema should have caught first.
 */
export function logAnswerErrors(
  errors: readonly unknown[],
  log: Logger,
  operationName: string | null | undefined,
): void {
  for (const error of errors) {
    const path = (error as { path?: unknown }).path;
    const classified = classifyGraphQLError(error);
    const refusedByDatabase =
      classified.kind === 'app' ? databaseCauseOf(classified.error) : undefined;
    if (refusedByDatabase) {
      log.warn(
        { err: refusedByDatabase, operationName, path },
        'The database refused input that validation let through',
      );
    }
    const unreachable =
      classified.kind === 'app' ? unavailableCauseOfAppError(classified.error) : undefined;
    if (unreachable) {
      log.warn({ err: unreachable, operationName, path }, 'Database unreachable: answered 503');
    }
    if (classified.kind !== 'unexpected' || typeof error !== 'object' || error === null) continue;
    const errorId = uuidv4();
    loggedErrorIds.set(error, errorId);
    log.error({ err: classified.cause, errorId, operationName, path }, 'Unexpected GraphQL error');
  }
}

/**
 * GraphQL answers 200 even when a field failed; a failure that a retry may fix (the database is
 * unreachable) is 503 with Retry-After instead, so a load balancer and the client can tell "try
 * again" from a bug, as with REST. The Retry-After seconds, or undefined for a 200.
 */
export function retryAfterSecondsOf(errors: readonly unknown[]): number | undefined {
  for (const error of errors) {
    const classified = classifyGraphQLError(error);
    if (classified.kind === 'app' && classified.error.code === 'SERVICE_UNAVAILABLE')
      return classified.error.retryAfterSeconds ?? UNAVAILABLE_RETRY_AFTER_SECONDS;
  }
  return undefined;
}

/** The two rules above in Apollo's request pipeline. */
export function errorLoggingPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didEncounterErrors({ errors, contextValue, operationName }) {
          logAnswerErrors(errors, contextValue.log, operationName);
          return Promise.resolve();
        },
        willSendResponse({ errors, response }) {
          const retryAfter = retryAfterSecondsOf(errors ?? []);
          if (retryAfter !== undefined) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(retryAfter));
          }
          return Promise.resolve();
        },
      });
    },
  };
}

/**
 * Apollo's formatError: known errors keep their code and message; anything else becomes
 * INTERNAL_SERVER_ERROR with the generic message and an error id. Stack traces, SQL and
 * Apollo's other extensions never reach the client.
 */
export function createFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const where = {
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
    };
    const classified = classifyGraphQLError(error);
    if (classified.kind === 'app') {
      const { code, message, fieldErrors, retryAfterMs } = classified.error;
      const extensions = {
        code,
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      };
      return { message, ...where, extensions };
    }
    if (classified.kind === 'graphql') {
      return { message: classified.message, ...where, extensions: { code: classified.code } };
    }
    let errorId =
      typeof error === 'object' && error !== null ? loggedErrorIds.get(error) : undefined;
    if (!errorId) {
      // Failed before a request context existed (e.g. while building the context).
      errorId = uuidv4();
      log.error({ err: classified.cause, errorId }, 'Unexpected GraphQL error');
    }
    return {
      message: GENERIC_ERROR_MESSAGE,
      ...where,
      extensions: { code: 'INTERNAL_SERVER_ERROR', errorId },
    };
  };
}
