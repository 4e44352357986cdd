import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerJson } from './plain-http.js';

// answerJson stands in for Express's res.status(n).json(body) on POST /graphql, which runs on
// node's own objects (docs/decisions/0070-graphql-on-node-objects.md): on the wire, the two
// answers must be the same, with the app's ETag setting.

const BODY = { errors: [{ message: 'Café ✓ '.repeat(200), extensions: { code: 'X' } }] };

let url: string;
let server: ReturnType<typeof createServer>;
beforeAll(async () => {
  const app = express();
  app.set('etag', () => undefined); // as app.ts sets it
  app.use((req, res) => {
    res.setHeader('Retry-After', '5');
    if (req.url === '/express') res.status(503).json(BODY);
    else answerJson(res, 503, BODY);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Status, headers as sent (raw, in order) and body bytes. */
function answer(method: string, path: string) {
  return new Promise<{ status?: number; headers: string[]; body: string }>((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers: { 'if-none-match': '*' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          // The date differs between any two answers.
          headers: res.rawHeaders.filter((_, i, all) => all[i - (i % 2)] !== 'Date'),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

it.each(['POST', 'GET', 'HEAD'])('%s: answers what res.status().json() answers', async (method) => {
  const expected = await answer(method, '/express');
  expect(expected.status).toBe(503);
  expect(await answer(method, '/plain')).toEqual(expected);
});
