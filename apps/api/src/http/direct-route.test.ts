import express, { type Express } from 'express';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { FAST_AUTH_ENV, http } from '../../test/auth.js';
import { buildMember, type Member } from '../../test/members.js';
import { answerJson } from '../lib/plain-http.js';
import { directRoute, type DirectRoute } from './direct-route.js';

// Headers that differ between any two answers whatever served them.
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

describe('POST /graphql without the router', () => {
  let app: TestApp;
  let ada: Member;
  const ORIGIN = 'https://app.squadup.test';
  beforeAll(async () => {
    app = await startTestApp({ env: { ...FAST_AUTH_ENV, CORS_ORIGINS: ORIGIN } });
    ada = await buildMember(app);
  });
  afterAll(() => app?.stop());

  // `/graphql/` is the same mount to Express but not the direct route's URL: the two answers
  // must be the same, headers included.
  async function both(
    send: (path: string) => Promise<{ status: number; headers: unknown; text: string }>,
  ): Promise<[Answer, Answer]> {
    const answer = async (path: string): Promise<Answer> => {
      const res = await send(path);
      const headers = Object.fromEntries(
        Object.entries(res.headers as Record<string, string>).filter(
          ([name]) => !PER_ANSWER.has(name),
        ),
      );
      return { status: res.status, headers, body: res.text };
    };
    return [await answer('/graphql'), await answer('/graphql/')];
  }

  const json = (path: string, body: string, headers: Record<string, string> = {}) =>
    http(app)
      .post(path)
      .set({ 'Content-Type': 'application/json', ...headers })
      .send(body);

  const query = (text: string): string => JSON.stringify({ query: text });
  const cases: { label: string; body: () => string; headers?: () => Record<string, string> }[] = [
    { label: 'an anonymous query', body: () => query('{ __typename }') },
    {
      label: "a member's query",
      body: () => query('{ me { _id first_name } }'),
      headers: () => ({ Authorization: `Bearer ${ada.token}` }),
    },
    {
      label: 'an allowed origin',
      body: () => query('{ __typename }'),
      headers: () => ({ Origin: ORIGIN }),
    },
    {
      label: 'a foreign origin',
      body: () => query('{ __typename }'),
      headers: () => ({ Origin: 'https://evil.example' }),
    },
    { label: 'a body that is not JSON', body: () => '{"query": ' },
    { label: 'a JSON string instead of an object', body: () => '"{ __typename }"' },
    {
      label: 'a body over the limit',
      body: () => query(`{ __typename } #${'x'.repeat(1_100_000)}`),
    },
    { label: 'a document that does not parse', body: () => query('{ me { ') },
    { label: 'a field that does not exist', body: () => query('{ nope }') },
    {
      label: 'a token that is not live',
      body: () => query('{ __typename }'),
      headers: () => ({ Authorization: 'Bearer not-a-token' }),
    },
  ];

  it.each(cases)('answers $label as Express does', async ({ body, headers }) => {
    const [direct, routed] = await both((path) => json(path, body(), headers?.()));
    expect(direct).toEqual(routed);
  });

  it('answers a request without the JSON content type (a CSRF refusal) as Express does', async () => {
    const [direct, routed] = await both((path) =>
      http(app).post(path).set('Content-Type', 'text/plain').send('{"query":"{ __typename }"}'),
    );
    expect(direct.status).toBe(400);
    expect(direct).toEqual(routed);
  });
});

describe('directRoute', () => {
  /** A loopback server that offers each request to `route` first, as the app's listener does. */
  async function serve(route: DirectRoute, app: Express) {
    const server = createServer((req, res) => {
      if (!route(req, res)) app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it("runs its middleware in order on node's own objects, skips the router, and leaves other requests to Express", async () => {
    const app = express();
    const seen: string[] = [];
    app.use((_req, _res, next) => {
      seen.push('router');
      next();
    });
    app.post('/thing', (_req, res) => {
      res.json({ via: 'express' });
    });
    const route = directRoute({
      app,
      method: 'POST',
      url: '/thing',
      handlers: [
        (req, res, next) => {
          // Node's prototypes, not Express's: they keep property access fast.
          expect(Object.getPrototypeOf(req)).toBe(IncomingMessage.prototype);
          expect(Object.getPrototypeOf(res)).toBe(ServerResponse.prototype);
          seen.push(`first ${String(req.headers['x-test'])} ${req.originalUrl}`);
          next();
        },
        (_req, res) => {
          answerJson(res, 201, { via: 'direct' });
        },
      ],
      onError: (_error, _req, res) => {
        res.status(500).end();
      },
    });
    const { url, close } = await serve(route, app);
    try {
      const direct = await fetch(`${url}/thing`, { method: 'POST', headers: { 'x-test': 'a' } });
      expect(direct.status).toBe(201);
      expect(await direct.json()).toEqual({ via: 'direct' });
      expect(seen).toEqual(['first a /thing']);
      const routed = await fetch(`${url}/thing?x=1`, { method: 'POST' });
      expect(await routed.json()).toEqual({ via: 'express' });
      expect(seen).toEqual(['first a /thing', 'router']);
    } finally {
      await close();
    }
  });

  it("hands a rejected middleware's error to the error handler, with Express's objects", async () => {
    const app = express();
    const errors: string[] = [];
    const route = directRoute({
      app,
      method: 'POST',
      url: '/x',
      handlers: [
        // An async middleware whose promise rejects, as Express 5 accepts.
        () => Promise.reject(new Error('rejected')),
      ],
      onError: (error: Error, req, res) => {
        errors.push(`${error.message} ${req.get('x-test')}`);
        res.status(500).end();
      },
    });
    const { url, close } = await serve(route, app);
    try {
      const res = await fetch(`${url}/x`, { method: 'POST', headers: { 'x-test': 'b' } });
      expect(res.status).toBe(500);
      expect(errors).toEqual(['rejected b']);
    } finally {
      await close();
    }
  });

  it('closes the connection when an error comes after the headers went out', async () => {
    const app = express();
    const route = directRoute({
      app,
      method: 'POST',
      url: '/x',
      handlers: [
        (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.write('part of an answer');
          throw new Error('after the headers');
        },
      ],
      // As the app's error handler does when the headers are sent: it passes the error on.
      onError: (error, _req, _res, next) => next(error),
    });
    const { url, close } = await serve(route, app);
    try {
      // The connection is closed, the answer cut short, rather than left hanging.
      const answer = fetch(`${url}/x`, { method: 'POST' }).then((res) => res.text());
      await expect(answer).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
