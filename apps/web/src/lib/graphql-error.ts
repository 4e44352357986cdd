import { CombinedGraphQLErrors } from '@apollo/client/errors';

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
