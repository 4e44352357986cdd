import type { ErrorRequestHandler, RequestHandler } from 'express';
import { v4 as uuidv4 } from 'uuid';
import {
  GENERIC_ERROR_MESSAGE,
  badInput,
  databaseCauseOf,
  toAppError,
  unavailableCauseOfAppError,
} from '../errors.js';

/** 404 for anything no route answered (unknown /v1 routes, missing assets, non-HTML GETs). */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'The requested resource was not found.' });
};

// body-parser marks its errors with a `type`; these are the client's fault and safe to explain.
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, message: 'The request body is too large.' },
  'encoding.unsupported': { status: 415, message: 'The request body encoding is not supported.' },
  'charset.unsupported': { status: 415, message: 'The request body charset is not supported.' },
  'request.aborted': { status: 400, message: 'The request was aborted.' },
};

function bodyErrorOf(error: unknown) {
  if (typeof error !== 'object' || error === null || !('type' in error)) return undefined;
  return typeof error.type === 'string' ? BODY_ERRORS[error.type] : undefined;
}

/**
 * The router decodes path parameters with decodeURIComponent and passes on its URIError for a
 * malformed one (`/uploads/%E0%A4%A`): the client's fault, so 400.
 */
const badPathEncoding = (error: unknown) =>
  error instanceof URIError
    ? badInput('The request path is not correctly percent-encoded.')
    : undefined;

/**
 * REST errors as `{ message }` with the HTTP status. Expected errors keep their message;
 * anything else is logged with an id and answered with the generic message.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const bodyError = bodyErrorOf(error);
  if (bodyError) {
    res.status(bodyError.status).json({ message: bodyError.message });
    return;
  }
  const appError = badPathEncoding(error) ?? toAppError(error);
  if (appError) {
    const refusedByDatabase = databaseCauseOf(appError);
    if (refusedByDatabase)
      req.log.warn(
        { err: refusedByDatabase },
        'The database refused input that validation let through',
      );
    const unreachable = unavailableCauseOfAppError(appError);
    if (unreachable) req.log.warn({ err: unreachable }, 'Database unreachable: answered 503');
    const fieldErrors = appError.fieldErrors ? { fieldErrors: appError.fieldErrors } : {};
    if (appError.retryAfterSeconds) res.set('Retry-After', String(appError.retryAfterSeconds));
    res
      .status(appError.status)
      .json({ message: appError.message, code: appError.code, ...fieldErrors });
    return;
  }
  const errorId = uuidv4();
  req.log.error({ err: error, errorId }, 'Unexpected error');
  res.status(500).json({ message: GENERIC_ERROR_MESSAGE, errorId });
};
