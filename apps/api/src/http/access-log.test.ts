import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { accessLog } from './access-log.js';
import { requestId } from './request-id.js';

function loggedApp() {
  const lines: string[] = [];
  const log = createLogger(
    { env: 'production', logLevel: 'info' },
    { write: (line: string) => lines.push(line) },
  );
  const app = express();
  app.use(requestId, accessLog(log));
  app.get('/ok', (req, res) => {
    req.log.info({ step: 'handler', headers: req.headers }, 'handled');
    res.cookie('refresh', 'r3fresh-token').send('ok');
  });
  app.get('/v1/auth/google/callback', (_req, res) => res.send('ok'));
  app.get('/healthz', (_req, res) => res.send('ok'));
  app.get('/broken', (_req, res) => res.status(503).send('down'));
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { request: supertest(app), entries };
}

describe('accessLog', () => {
  it('writes one line per request with its id, method, URL, status and time, and no headers', async () => {
    const { request, entries } = loggedApp();
    await request
      .get('/ok')
      .set('X-Request-Id', 'req-1')
      .set('Authorization', 'Bearer s3cret-token')
      .set('Cookie', 'refresh=s3cret-cookie');

    const [handled, completed] = entries();
    expect(handled).toMatchObject({ reqId: 'req-1', step: 'handler', msg: 'handled' });
    // What handlers log keeps the logger's redaction; the access line has no headers to redact.
    expect(handled!.headers).toMatchObject({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(Object.keys(completed!).sort()).toEqual(
      ['level', 'msg', 'req', 'res', 'responseTime', 'service', 'time'].sort(),
    );
    expect(completed).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'req-1', method: 'GET', url: '/ok' },
      res: { statusCode: 200 },
    });
    expect(typeof completed!.responseTime).toBe('number');
    expect(JSON.stringify(entries())).not.toMatch(/s3cret|r3fresh/);
  });

  it('redacts secrets in the URL', async () => {
    const { request, entries } = loggedApp();
    await request.get('/v1/auth/google/callback?code=s3cret&state=s3cret&scope=email');
    expect(entries().at(-1)).toMatchObject({
      req: { url: '/v1/auth/google/callback?code=[redacted]&state=[redacted]&scope=email' },
    });
  });

  it('logs a 5xx as an error, and leaves the probes out', async () => {
    const { request, entries } = loggedApp();
    await request.get('/healthz');
    await request.get('/broken');
    expect(entries().map((entry) => [entry.msg, entry.level])).toEqual([['request errored', 50]]);
  });
});
