import { ERROR_CODES } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  badInput,
  conflict,
  databaseCauseOf,
  forbidden,
  fromZodError,
  HTTP_STATUS,
  notFound,
  toAppError,
  tooManyRequests,
  unauthenticated,
} from './errors.js';

describe('error factories', () => {
  it('carry a stable code, the matching HTTP status and a safe message', () => {
    expect(notFound('Post not found.')).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Post not found.',
    });
    expect(unauthenticated()).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(forbidden()).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'You do not have permission to perform this action.',
    });
    expect(conflict('Already applied.')).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(tooManyRequests()).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    expect(badInput('Title is required.', { title: 'Required' }).fieldErrors).toEqual({
      title: 'Required',
    });
  });

  it('map every shared code to a status', () => {
    for (const code of ERROR_CODES) expect(HTTP_STATUS[code], code).toBeGreaterThanOrEqual(400);
  });
});

describe('fromZodError', () => {
  const schema = z.object({
    title: z.string().min(1, 'Title is required.'),
    tags: z.array(z.string().max(3)),
  });

  it('turns a zod failure into BAD_USER_INPUT with the first message and every field', () => {
    const result = schema.safeParse({ title: '', tags: ['long one'] });
    const error = fromZodError(result.error!);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('title: Title is required.');
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['title', 'tags.0']);
  });

  it('is applied by toAppError, which leaves unexpected errors alone', () => {
    expect(toAppError(schema.safeParse({}).error)?.code).toBe('BAD_USER_INPUT');
    expect(toAppError(notFound())?.code).toBe('NOT_FOUND');
    expect(toAppError(new Error('relation "x" does not exist'))).toBeNull();
    expect(toAppError('a string')).toBeNull();
  });
});

describe('database input errors', () => {
  // What the drivers throw, as drizzle wraps it: pg and PGlite both set the SQLSTATE as `code`.
  const driverError = (code: string) =>
    Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
  const wrapped = (cause: Error) => new Error('Failed query: insert into …', { cause });

  it.each(['22P05', '22021', '22003', '22008', '22007', '22P02', '22001'])(
    'answers SQLSTATE %s as BAD_USER_INPUT without the SQL, keeping the cause for the log',
    (code) => {
      const cause = driverError(code);
      const error = toAppError(wrapped(cause));
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid input.' });
      expect(databaseCauseOf(error!)).toBe(cause);
    },
  );

  it('leaves other database errors unexpected', () => {
    expect(toAppError(wrapped(driverError('22012')))).toBeNull(); // division by zero: our bug
    expect(toAppError(wrapped(driverError('23503')))).toBeNull();
    expect(databaseCauseOf(badInput('Title is required.'))).toBeUndefined();
  });
});
