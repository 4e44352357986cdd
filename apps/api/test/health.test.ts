import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import { testBackend } from './db.js';

describe('health probes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('/healthz answers 200 while the process is up', async () => {
    const res = await app.request.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it(`/readyz answers 200 with the database kind (${testBackend})`, async () => {
    const res = await app.request.get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: testBackend });
  });

  it('echoes a plain incoming X-Request-Id and replaces an unsafe one', async () => {
    const kept = await app.request.get('/healthz').set('X-Request-Id', 'probe-123');
    expect(kept.headers['x-request-id']).toBe('probe-123');
    const replaced = await app.request.get('/healthz').set('X-Request-Id', 'bad id\twith spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/readyz answers 503 once the database is closed, while /healthz stays 200', async () => {
    await app.database.close();
    const ready = await app.request.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', database: testBackend });
    expect((await app.request.get('/healthz')).status).toBe(200);
  });
});
