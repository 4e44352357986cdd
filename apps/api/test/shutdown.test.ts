import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import { FAST_AUTH_ENV, signUp } from './auth.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on `agent` (keep-alive connections are reused), resolved with the whole answer. */
function send(
  url: string,
  agent: Agent,
  options: { method?: string; path: string; body?: unknown },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      new URL(options.path, url),
      {
        agent,
        method: options.method ?? 'GET',
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A GraphQL field that waits until the test lets it answer: a request in flight. */
function gatedLoadPosts() {
  let entered!: () => void;
  let release!: () => void;
  const started = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const resolvers = {
    Query: {
      loadPosts: async () => {
        entered();
        await released;
        return [];
      },
    },
  };
  return { resolvers, started, release };
}

let app: TestApp | undefined;
let silentSmtp: Server | undefined;
afterEach(async () => {
  await app?.stop();
  await new Promise((resolve) => (silentSmtp ? silentSmtp.close(resolve) : resolve(undefined)));
  app = undefined;
  silentSmtp = undefined;
});

describe('stopping (what SIGTERM runs)', () => {
  it('fails /readyz first, lets a request in flight finish, closes keep-alive connections cleanly and refuses new ones', async () => {
    const gate = gatedLoadPosts();
    app = await startTestApp({
      env: { SHUTDOWN_DELAY_SECONDS: '1' },
      resolvers: [gate.resolvers],
    });
    const { url } = app;
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const slowAgent = new Agent({ keepAlive: true });
    // A keep-alive connection, idle when stopping begins.
    expect((await send(url, keepAlive, { path: '/readyz' })).status).toBe(200);
    const slow = send(url, slowAgent, {
      method: 'POST',
      path: '/graphql',
      body: { query: '{ loadPosts { _id } }' },
    });
    await gate.started;

    const stopped = app.server.stop();
    // The idle keep-alive connection still gets an answer: not ready, and the connection closes.
    const probe = await send(url, keepAlive, { path: '/readyz' });
    expect(probe.status).toBe(503);
    expect(JSON.parse(probe.body)).toMatchObject({ status: 'stopping' });
    expect(probe.headers.connection).toBe('close');

    gate.release();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ data: { loadPosts: [] } });
    expect(answered.headers.connection).toBe('close');

    await stopped;
    await expect(send(url, new Agent(), { path: '/healthz' })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    await expect(app.database.ping()).rejects.toThrow();
    keepAlive.destroy();
    slowAgent.destroy();
  });

  it('does not wait for a mail server that accepts and never answers, and still closes the database', async () => {
    // Accepts the connection and never sends its greeting.
    const held: Socket[] = [];
    silentSmtp = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silentSmtp!.listen(0, '127.0.0.1', resolve));
    const { port } = silentSmtp.address() as { port: number };
    app = await startTestApp({ env: { ...FAST_AUTH_ENV, SMTP_URL: `smtp://127.0.0.1:${port}` } });
    await signUp(app); // sends a verification mail after answering
    await expect.poll(() => held.length).toBe(1);

    // On main the stop waited for nodemailer's 30 s greeting timeout; the test's 20 s fails it.
    await app.server.stop();
    await expect(app.database.ping()).rejects.toThrow();
    held.forEach((socket) => socket.destroy());
  });
});
