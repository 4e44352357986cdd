import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, GENERIC_ERROR_MESSAGE, tooManyRequests } from '../errors.js';
import { accessLog } from './access-log.js';
import { errorHandler, notFoundHandler } from './errors.js';

// A minimal app around the REST error middleware: routes that fail in each way.
function appThatFails() {
  const app = express();
  app.use(accessLog(pino({ level: 'silent' })));
  app.use(express.json({ limit: '1kb' }));
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/conflict', () => {
    throw conflict('You already applied to this post.');
  });
  app.get('/limited', () => {
    throw tooManyRequests('Slow down.', 29.2);
  });
  app.get('/zod', () => z.object({ email: z.email() }).parse({ email: 'nope' }));
  app.get('/crash', () => {
    throw new Error(
      'duplicate key value violates unique constraint "users_email_key" at /srv/db.ts:3',
    );
  });
  app.get('/async-crash', () => Promise.reject(new Error('SELECT password_hash FROM users')));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return supertest(app);
}

describe('REST error middleware', () => {
  const request = appThatFails();

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await request.post('/echo').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await request.post('/echo').send({ text: 'x'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large.' });
  });

  it('keeps the status, code and message of expected errors', async () => {
    const res = await request.get('/conflict');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'You already applied to this post.', code: 'CONFLICT' });
    const zod = await request.get('/zod');
    expect(zod.status).toBe(400);
    expect(zod.body.code).toBe('BAD_USER_INPUT');
    expect(zod.body.fieldErrors).toHaveProperty('email');
  });

  it('sends Retry-After (whole seconds, rounded up) with a 429 that knows it', async () => {
    const res = await request.get('/limited');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toEqual({ message: 'Slow down.', code: 'TOO_MANY_REQUESTS' });
    expect((await request.get('/conflict')).headers['retry-after']).toBeUndefined();
  });

  it.each(['/crash', '/async-crash'])(
    'hides unexpected errors (%s): generic message, id, no SQL or stack',
    async (path) => {
      const res = await request.get(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        message: GENERIC_ERROR_MESSAGE,
        errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(res.text).not.toMatch(/SELECT|constraint|\.ts|at /);
    },
  );

  it('answers unknown routes with 404 JSON', async () => {
    const res = await request.get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The requested resource was not found.' });
  });
});
