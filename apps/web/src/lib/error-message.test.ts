import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, fieldErrorsOf, isNotFound } from './error-message';
import { HttpError } from './http';

function graphqlError(message: string, code?: string) {
  return new CombinedGraphQLErrors({
    errors: [{ message, ...(code ? { extensions: { code } } : {}) }],
  });
}

describe('errorMessage', () => {
  it("shows a REST answer's message, else the fallback", () => {
    expect(errorMessage(new HttpError(409, 'Already there.'), 'Fallback')).toBe('Already there.');
    expect(errorMessage(new HttpError(500, null), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new HttpError(0, null, 'Could not reach the server.'), 'Fallback')).toBe(
      'Fallback',
    );
  });

  it("shows the first GraphQL error's message", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'Post not found.', extensions: { code: 'NOT_FOUND' } },
        { message: 'Second.' },
      ],
    });
    expect(errorMessage(error, 'Fallback')).toBe('Post not found.');
  });

  it('uses the fallback for an unexpected server error, a blank message or a network failure', () => {
    const internal = graphqlError('Internal server error (id 42)', 'INTERNAL_SERVER_ERROR');
    expect(errorMessage(internal, 'Fallback')).toBe('Fallback');
    expect(errorMessage(graphqlError(''), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
    expect(errorMessage('nope', 'Fallback')).toBe('Fallback');
  });
});

describe('errorCode and isNotFound', () => {
  it('read the first GraphQL error code', () => {
    expect(errorCode(graphqlError('Post not found.', 'NOT_FOUND'))).toBe('NOT_FOUND');
    expect(errorCode(new Error('offline'))).toBeUndefined();
    expect(isNotFound(graphqlError('Post not found.', 'NOT_FOUND'))).toBe(true);
    expect(isNotFound(graphqlError('Bad id.', 'BAD_USER_INPUT'))).toBe(true);
    expect(isNotFound(graphqlError('No.', 'FORBIDDEN'))).toBe(false);
  });
});

describe('fieldErrorsOf', () => {
  it("reads a refused input's messages by field, and nothing from other errors", () => {
    const refused = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'The registration deadline must be in the future.',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { register_by: 'The registration deadline must be in the future.', n: 3 },
          },
        },
      ],
    });
    expect(fieldErrorsOf(refused)).toEqual({
      register_by: 'The registration deadline must be in the future.',
    });
    expect(fieldErrorsOf(graphqlError('Post not found.', 'NOT_FOUND'))).toEqual({});
    expect(fieldErrorsOf(new HttpError(400, 'Bad.'))).toEqual({});
  });
});
