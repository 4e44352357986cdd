import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.js';

const ALLOWED = 'https://squadup.example';
const INDEX_HTML = '<!doctype html><title>Squadup test build</title>';

describe('HTTP surface', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'squadup-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(webDist, 'theme.js'), '/* pre-paint */');
    app = await startTestApp({ env: { WEB_DIST_DIR: webDist, CORS_ORIGINS: ALLOWED } });
  });
  afterAll(async () => {
    await app.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('CORS', () => {
    it('lets an allowed origin call /graphql with credentials', async () => {
      const res = await app.request
        .post('/graphql')
        .set('Origin', ALLOWED)
        .set('Content-Type', 'application/json')
        .send({ query: '{ __typename }' });
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    });

    it('answers an allowed preflight', async () => {
      const res = await app.request
        .options('/v1/auth/login')
        .set('Origin', ALLOWED)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,authorization');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    });

    it('gives another origin no CORS headers', async () => {
      const res = await app.request
        .post('/graphql')
        .set('Origin', 'https://evil.example')
        .set('Content-Type', 'application/json')
        .send({ query: '{ __typename }' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  it('keeps an idle connection open longer than the proxies in front of it (65 s, not 5 s)', async () => {
    // A client or proxy that reuses a connection the server is closing loses its request.
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('sends the security headers (helmet)', async () => {
    const res = await app.request.get('/healthz');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('denies powerful browser features site-wide (Permissions-Policy) and keeps the CSP strict', async () => {
    for (const path of ['/healthz', '/projects', '/v1/nope', '/graphql?query=%7B__typename%7D']) {
      const res = await app.request.get(path).set('Accept', 'text/html');
      const policy = res.headers['permissions-policy'];
      expect(policy, path).toBeDefined();
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, `${path} ${feature}`).toContain(`${feature}=()`);
      }
      expect(policy).toContain('interest-cohort=()');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    }
  });

  it('answers malformed JSON on /graphql with 400 and a clear message', async () => {
    const res = await app.request
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send('{"query":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an unknown /v1 route with 404 JSON, even for a browser', async () => {
    const res = await app.request.get('/v1/nope').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'The requested resource was not found.' });
  });

  it('answers GraphQL with Cache-Control: no-store and no ETag, data and errors alike', async () => {
    for (const query of ['{ __typename }', '{ loadPosts { _id } }']) {
      const res = await app.request
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send({ query });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  describe('single-page app', () => {
    it('serves index.html for a deep link that asks for HTML, not cached', async () => {
      const res = await app.request
        .get('/terms-of-service')
        .set('Accept', 'text/html,application/xhtml+xml');
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
      // Revalidation needs a validator: JSON answers have no ETag, files keep theirs.
      expect(res.headers.etag).toBeTruthy();
      expect((await app.request.get('/').set('Accept', 'text/html')).text).toBe(INDEX_HTML);
    });

    it('serves index.html to a plain client (Accept */*) asking for a route, like curl', async () => {
      for (const path of ['/', '/terms-of-service']) {
        const res = await app.request.get(path).set('Accept', '*/*');
        expect(res.status, path).toBe(200);
        expect(res.text, path).toBe(INDEX_HTML);
      }
    });

    it('caches hashed assets for a year and other files revalidate', async () => {
      const asset = await app.request.get('/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const other = await app.request.get('/theme.js');
      expect(other.headers['cache-control']).toBe('no-cache');
    });

    it('answers a missing asset and a non-HTML request with 404, not index.html', async () => {
      const missing = await app.request.get('/assets/gone.js').set('Accept', '*/*');
      expect(missing.status).toBe(404);
      const json = await app.request.get('/terms-of-service').set('Accept', 'application/json');
      expect(json.status).toBe(404);
    });

    it('never answers API paths with the app', async () => {
      for (const path of ['/graphql/x', '/socket.io/nope', '/healthz/x', '/readyz/x']) {
        const res = await app.request.get(path).set('Accept', 'text/html');
        expect(res.text, path).not.toBe(INDEX_HTML);
      }
    });
  });
});
