import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundHandler } from './errors.js';
import { spaRouter } from './spa.js';

const INDEX_HTML = `<!doctype html><title>Squadup test build</title>${' '.repeat(2000)}`;
const APP_JS = `console.log(${JSON.stringify('app '.repeat(1000))});`;
const APP_CSS = `body{color:red}${' '.repeat(2000)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (no client-side decoding), so the test sees the bytes on the wire. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

// Charset names are case-insensitive; the compressed and plain paths spell UTF-8 differently.
const contentType = (res: Answer) => res.headers['content-type']?.toLowerCase();

/** Writes a file and, like the web build, its brotli and gzip copies. */
function writeWithCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

describe('spaRouter: the built web app on the wire', () => {
  let webDist: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'squadup-spa-'));
    mkdirSync(join(webDist, 'assets'));
    writeWithCopies(join(webDist, 'index.html'), INDEX_HTML);
    writeWithCopies(join(webDist, 'assets', 'index-abc123.js'), APP_JS);
    writeWithCopies(join(webDist, 'assets', 'index-abc123.css'), APP_CSS);
    // Under the build's 1 KB threshold: no compressed copies.
    writeFileSync(join(webDist, 'theme-init.js'), '/* pre-paint */');
    const app = express();
    const spa = spaRouter(webDist);
    if (!spa) throw new Error('spaRouter found no index.html');
    app.use(spa);
    app.use(notFoundHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts br, with the type and year-long caching', async () => {
    const res = await get(base, '/assets/index-abc123.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(contentType(res)).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.body).toString()).toBe(APP_JS);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(APP_JS.length / 10);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get(base, '/assets/index-abc123.css', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(contentType(res)).toBe('text/css; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(res.body).toString()).toBe(APP_CSS);
  });

  it('sends the file as it is without Accept-Encoding, or when only identity is accepted', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'zstd' },
    ];
    for (const headers of cases) {
      const res = await get(base, '/assets/index-abc123.js', headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(contentType(res)).toBe('text/javascript; charset=utf-8');
      // A cache must still key on the header: the next browser may accept br.
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(APP_JS);
    }
  });

  it('sends index.html compressed and revalidated for a deep link and for /', async () => {
    for (const path of ['/', '/projects', '/terms-of-service']) {
      const res = await get(base, path, {
        Accept: 'text/html,application/xhtml+xml',
        'Accept-Encoding': 'gzip, deflate, br',
      });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(contentType(res), path).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.vary, path).toBe('Accept-Encoding');
      expect(brotliDecompressSync(res.body).toString(), path).toBe(INDEX_HTML);
    }
  });

  it('sends a small file with no compressed copy as it is, revalidated', async () => {
    const res = await get(base, '/theme-init.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe('/* pre-paint */');
  });

  it('answers a missing asset with 404, whatever the encoding, never index.html', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get(base, '/assets/gone-123.js', {
        Accept: '*/*',
        'Accept-Encoding': encoding,
      });
      expect(res.status, encoding).toBe(404);
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.body.toString(), encoding).not.toContain('Squadup test build');
    }
  });
});

describe('spaRouter: a shared page carries its own link preview', () => {
  const HEAD_HTML = `<!doctype html><html><head>
    <title>Squadup</title>
    <meta
      name="description"
      content="Find teammates."
    />
    <meta property="og:title" content="Squadup" />
    <meta name="twitter:card" content="summary" />
  </head><body><div id="root"></div></body></html>`;
  let webDist: string;
  let server: Server;
  let base: string;
  const warnings: unknown[] = [];

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'squadup-spa-share-'));
    writeWithCopies(join(webDist, 'index.html'), HEAD_HTML);
    const app = express();
    const spa = spaRouter(webDist, {
      siteUrl: 'https://squadup.example',
      log: { warn: (...args: unknown[]) => warnings.push(args) },
      sharedPages: [
        {
          path: /^\/post\/([^/]+)\/?$/,
          meta: async (id) => {
            await Promise.resolve();
            if (id === 'boom') throw new Error('database down');
            if (id === 'stuck') return new Promise<never>(() => undefined);
            if (id === 'dollars')
              return {
                title: "Earn $$$ $' $&",
                description: 'x $` y',
                type: 'article',
                noindex: true,
              };
            if (id !== 'open') return null;
            return {
              title: 'Rust & "WASM" <script>',
              description: 'Hackathon · Looking for Backend',
              type: 'article',
              image: '/uploads/ada/photo.jpg',
            };
          },
        },
      ],
    });
    if (!spa) throw new Error('spaRouter found no index.html');
    app.use(spa);
    app.use(notFoundHandler);
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = (path: string) =>
    get(base, path, { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' });

  it('writes the title, description and Open Graph tags, escaped, with absolute URLs', async () => {
    const res = await page('/post/open');
    expect(res.status).toBe(200);
    expect(contentType(res)).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body.toString();
    expect(html).toContain('<title>Rust &amp; &quot;WASM&quot; &lt;script&gt; · Squadup</title>');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<meta property="og:title" content="Rust &amp; &quot;WASM&quot; &lt;script&gt;" />',
    );
    expect(html).toContain('<meta name="description" content="Hackathon · Looking for Backend" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://squadup.example/post/open" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://squadup.example/uploads/ada/photo.jpg" />',
    );
    // The page's own tags are replaced, not doubled.
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html.match(/name="twitter:card"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('writes a member’s `$` as it is (never a replacement pattern), and noindex when asked', async () => {
    const html = (await page('/post/dollars')).body.toString();
    expect(html).toContain('<title>Earn $$$ $&#39; $&amp; · Squadup</title>');
    expect(html).toContain('<meta name="description" content="x $` y" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect((await page('/post/open')).body.toString()).not.toContain('name="robots"');
  });

  it('sends the plain page when the visitor may not read it, or its facts fail or take too long', async () => {
    for (const path of [
      '/post/closed',
      '/post/boom',
      '/post/stuck',
      '/post/open/edit',
      '/profile/x',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(brotliDecompressSync(res.body).toString(), path).toBe(HEAD_HTML);
    }
    expect(warnings).toHaveLength(2);
  });
});
