import express from 'express';
import { pinoHttp } from 'pino-http';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.js';

describe('createLogger', () => {
  it('writes structured JSON and censors credentials in request logs', async () => {
    const lines: string[] = [];
    const log = createLogger(
      { env: 'production', logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    const app = express();
    app.use(pinoHttp({ logger: log }));
    app.get('/', (_req, res) => {
      res.cookie('refresh', 'r3fresh-token').send('ok');
    });
    await supertest(app)
      .get('/')
      .set('Authorization', 'Bearer s3cret-token')
      .set('Cookie', 'refresh=s3cret-cookie');

    const entry = JSON.parse(lines.at(-1)!);
    expect(entry.req.headers.authorization).toBe('[redacted]');
    expect(entry.req.headers.cookie).toBe('[redacted]');
    expect(lines.join('\n')).not.toMatch(/s3cret|r3fresh/);
  });

  it('is silent at level silent', () => {
    const lines: string[] = [];
    createLogger(
      { env: 'test', logLevel: 'silent' },
      { write: (line: string) => lines.push(line) },
    ).error('x');
    expect(lines).toEqual([]);
  });
});

describe('redactUrl', () => {
  it('hides reset tokens and OAuth codes, keeping the rest readable', () => {
    expect(redactUrl('/v1/auth/reset-password/0190-id/s3cretToken')).toBe(
      '/v1/auth/reset-password/0190-id/[redacted]',
    );
    expect(redactUrl('/v1/auth/google/callback?code=abc&state=def&scope=email')).toBe(
      '/v1/auth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/oauth-callback?success=true&accessToken=eyJ.x.y&user=%7B%7D')).toBe(
      '/oauth-callback?success=true&accessToken=[redacted]&user=%7B%7D',
    );
    expect(redactUrl('/graphql')).toBe('/graphql');
    expect(redactUrl('/v1/auth/login?')).toBe('/v1/auth/login?');
  });
});
