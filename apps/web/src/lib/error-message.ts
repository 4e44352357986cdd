import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { HttpError } from './http';

// The one reading of a failed call for the member: REST (lib/http.ts) and GraphQL (Apollo) alike.

/** The first GraphQL error code of an Apollo error (NOT_FOUND, FORBIDDEN, BAD_USER_INPUT...). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A missing post, or an id that cannot name one. */
export const isNotFound = (error: unknown): boolean => {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
};

/**
 * What to show for a failed call (spec: "the server message or" the screen's own text): the REST
 * answer's `{ message }` or the first GraphQL error's message, else `fallback`. A network failure
 * or an unexpected server error (a generic text with a log id) gets `fallback`, which reads better.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return error.serverMessage ?? fallback;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (!first?.message || errorCode(error) === 'INTERNAL_SERVER_ERROR') return fallback;
    return first.message;
  }
  return fallback;
}

/**
 * A refused input's message per field (BAD_USER_INPUT's `extensions.fieldErrors`, the paths of the
 * shared schema the server parsed with: 'name', 'roles.2'), so a form can show each under its
 * field; {} when the error names none.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fieldErrors;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
