import { ERROR_HTTP_STATUS, type ErrorCode } from '@squadup/shared';
import { ZodError } from 'zod';
import { dataExceptionOf, unavailableCauseOf } from './db/errors.js';

export { ERROR_CODES, type ErrorCode } from '@squadup/shared';

export const HTTP_STATUS: Record<ErrorCode, number> = ERROR_HTTP_STATUS;

/** What members see for anything unexpected; the details stay in the log under an error id. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

export type FieldErrors = Record<string, string>;

/** An expected failure: its code is stable and its message is safe to show to a member. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /**
   * TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE: seconds until a retry may succeed (REST and
   * GraphQL send it as Retry-After).
   */
  retryAfterSeconds?: number;
  /**
   * SERVICE_UNAVAILABLE from admission control only: milliseconds until a retry may be admitted
   * (GraphQL `extensions.retryAfterMs`, the socket ack's `retryAfterMs`).
   */
  retryAfterMs?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.status = HTTP_STATUS[code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The promise's value, or null when it fails with NOT_FOUND (any other failure is thrown). */
export async function nullWhenNotFound<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export const unauthenticated = (message = 'You must be signed in.') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'The requested resource was not found.') =>
  new AppError('NOT_FOUND', message);
export const badInput = (message: string, fieldErrors?: FieldErrors) =>
  new AppError('BAD_USER_INPUT', message, fieldErrors);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export function tooManyRequests(
  message = 'Too many attempts. Please wait a moment and try again.',
  retryAfterSeconds?: number,
): AppError {
  const error = new AppError('TOO_MANY_REQUESTS', message);
  if (retryAfterSeconds !== undefined)
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}
/** How long a client should wait before trying again while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'Squadup is briefly unavailable. Please try again in a moment.';

export function serviceUnavailable(cause?: Error): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  error.retryAfterSeconds = UNAVAILABLE_RETRY_AFTER_SECONDS;
  if (cause) error.cause = cause;
  return error;
}

/**
 * This instance is already doing as much of this work as it admits (lib/admission.ts): nothing was
 * done, and the same request may be sent again after `retryAfterMs`.
 */
export function serverBusy(message: string, retryAfterMs: number): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', message);
  error.retryAfterMs = retryAfterMs;
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

/**
 * A zod failure as BAD_USER_INPUT: the first issue's message for people, every issue by field
 * path for forms. zod's messages come from our schemas, never from data, so they are safe.
 */
export function fromZodError(error: ZodError): AppError {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.map(String).join('.')}: ` : '';
  return badInput(first ? `${where}${first.message}` : 'Invalid input.', fieldErrors);
}

export const INVALID_INPUT_MESSAGE = 'Invalid input.';

/**
 * Expected errors as AppError; anything else is unexpected (null) and must be logged, not shown.
 * A database refusing a value (bad text, a number or date out of range) is the member's input,
 * so BAD_USER_INPUT; the driver error stays as `cause`, for the warning that a schema missed a case.
 * A database that cannot be reached (down, restarting) is SERVICE_UNAVAILABLE: try again.
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return fromZodError(error);
  const dataException = dataExceptionOf(error);
  if (dataException) {
    const refused = badInput(INVALID_INPUT_MESSAGE);
    refused.cause = dataException;
    return refused;
  }
  const unreachable = unavailableCauseOf(error);
  if (unreachable) return serviceUnavailable(unreachable);
  return null;
}

/** The driver error behind a SERVICE_UNAVAILABLE, for a warning in the log (not an error id). */
export const unavailableCauseOfAppError = (error: AppError): Error | undefined =>
  error.code === 'SERVICE_UNAVAILABLE' && error.cause instanceof Error ? error.cause : undefined;

/**
 * The database error behind a BAD_USER_INPUT that no schema caught, if any. Logged at warn: the
 * member got a fair answer, but a schema should have refused the value first.
 */
export const databaseCauseOf = (error: AppError): Error | undefined =>
  error.code === 'BAD_USER_INPUT' && error.cause instanceof Error ? error.cause : undefined;
