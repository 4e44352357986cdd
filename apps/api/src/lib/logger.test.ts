import express from 'express';
import { pinoHttp } from 'pino-http';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

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
