// The operators' metrics through the real app: requests, GraphQL, sockets, mail and the database
// make the counts; a scrape of the metrics listener is read back as Prometheus text.
import { randomBytes } from 'node:crypto';
import { SOCKET_LIMITS, WEB_OPERATION_NAMES } from '@squadup/shared';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { FAST_AUTH_ENV, http, signUp } from '../../test/auth.js';
import { testBackend } from '../../test/db.js';
import { buildMember, gqlAs } from '../../test/members.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { memberSocket, type TestSocket } from '../../test/sockets.js';
import {
  labelValues,
  metricsApp,
  scrape,
  serverCount,
  sumOf,
  waitForScrape,
} from '../../test/support/metrics.js';

const random = () => randomBytes(6).toString('hex');

describe('metrics off, and apart per app', () => {
  it('opens no listener without METRICS_PORT: only the public port', async () => {
    const beforeOn = await serverCount();
    const on = await metricsApp();
    expect((await serverCount()) - beforeOn).toBe(2); // the public port and the metrics listener
    await on.stop();
    expect(await serverCount()).toBe(beforeOn);

    const off = await startTestApp();
    try {
      expect(off.metricsUrl).toBeUndefined();
      expect((await serverCount()) - beforeOn).toBe(1);
      expect((await off.request.get('/metrics')).status).toBe(404);
    } finally {
      await off.stop();
    }
  });

  it('keeps two apps in one process apart: each registry counts its own requests', async () => {
    const [first, second] = [await metricsApp(), await metricsApp()];
    try {
      for (let i = 0; i < 3; i += 1) await http(first).get('/healthz');
      const route = { route: '/healthz' };
      const count = 'squadup_http_request_duration_seconds_count';
      expect(sumOf((await scrape(first)).samples, count, route)).toBe(3);
      expect(sumOf((await scrape(second)).samples, count, route)).toBe(0);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});

describe('metrics on METRICS_PORT', () => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await metricsApp({ ...FAST_AUTH_ENV, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    for (const client of sockets) client.close();
    await app.stop();
    await smtp.close();
  });

  it('answers on its own loopback port only; the public port has no /metrics', async () => {
    expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(app.metricsUrl!).port).not.toBe(new URL(app.url).port);
    expect((await app.request.get('/metrics')).status).toBe(404);
    expect((await fetch(new URL('/', app.metricsUrl))).status).toBe(404);
    expect((await fetch(app.metricsUrl!, { method: 'POST' })).status).toBe(404);

    const res = await fetch(app.metricsUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { text } = await scrape(app);
    // The process: prom-client's default metrics, in this app's registry.
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text).toContain(`\n${name} `);
  });

  it('times REST requests by route pattern and status, never by the URL with its ids', async () => {
    const count = 'squadup_http_request_duration_seconds_count';
    const unmatchedBefore = sumOf((await scrape(app)).samples, count, { route: 'unmatched' });
    const [id, token] = [uuidv7(), random()];
    const verify = await http(app).post(`/v1/auth/verify-email/${id}/${token}`).send({});
    expect(verify.status).toBeGreaterThanOrEqual(400); // the error handler answered
    expect((await http(app).get('/healthz')).status).toBe(200);
    expect((await http(app).get(`/v1/nowhere/${id}`)).status).toBe(404);

    const { text, samples } = await scrape(app);
    expect(
      sumOf(samples, count, {
        route: '/v1/auth/verify-email/:id/:token',
        method: 'POST',
        status: String(verify.status),
      }),
    ).toBe(1);
    expect(sumOf(samples, count, { route: '/healthz', method: 'GET', status: '200' })).toBe(1);
    expect(sumOf(samples, count, { route: 'unmatched', method: 'GET', status: '404' })).toBe(
      unmatchedBefore + 1,
    );
    expect(text).toContain('squadup_http_request_duration_seconds_bucket{le="0.005",');
    expect(text).not.toContain(id);
    expect(text).not.toContain(token);
  });

  it('times GraphQL requests by operation name and counts errors by code', async () => {
    const ada = await buildMember(app);
    // A document's first answer is Apollo's, the next ones a prepared query's: both are counted.
    for (let n = 0; n < 3; n++) {
      const list = await ada.gql('query GetChatListForUser { getChatListForUser { _id } }');
      expect(list.errors).toBeUndefined();
    }
    for (let n = 0; n < 2; n++) {
      const refused = await gqlAs(app, undefined, '{ getChatListForUser { _id } }');
      expect(refused.code).toBe('UNAUTHENTICATED');
    }
    await ada.gql('query NotTheWebsOwn { __typename }');

    const { samples } = await scrape(app);
    const count = 'squadup_graphql_request_duration_seconds_count';
    expect(sumOf(samples, count, { operation: 'GetChatListForUser' })).toBe(3);
    expect(sumOf(samples, count, { operation: 'anonymous' })).toBe(2);
    expect(sumOf(samples, count, { operation: 'other' })).toBe(1);
    const errors = 'squadup_graphql_errors_total';
    expect(sumOf(samples, errors, { operation: 'anonymous', code: 'UNAUTHENTICATED' })).toBe(2);
    expect(sumOf(samples, errors, { operation: 'GetChatListForUser' })).toBe(0);
    // The same requests in the HTTP histogram, under the endpoint Apollo is mounted at.
    const http = 'squadup_http_request_duration_seconds_count';
    expect(sumOf(samples, http, { route: '/graphql', method: 'POST' })).toBe(6);
  });

  it('counts connected sockets, the events clients send, and sockets closed for flooding', async () => {
    const ada = await buildMember(app);
    // The socket's token bucket reads performance.now(): held still, it cannot refill while the
    // burst below arrives, however slowly a loaded machine delivers it (a real clock let one
    // token come back every 50 ms, and then no event was refused).
    vi.useFakeTimers({ toFake: ['performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const client = await memberSocket(app, ada);
    sockets.push(client);
    client.socket.emit('notAnEvent', 1);
    await client.ack('joinChat', uuidv7()); // in order: the server has read both by the answer

    let { samples } = await scrape(app);
    expect(sumOf(samples, 'squadup_sockets_connected')).toBe(1);
    const received = 'squadup_socket_events_received_total';
    expect(sumOf(samples, received, { event: 'joinChat' })).toBe(1);
    expect(sumOf(samples, received, { event: 'other' })).toBe(1);
    expect(sumOf(samples, received, { event: 'leaveChat' })).toBe(0); // listed from the start
    expect(sumOf(samples, 'squadup_socket_rate_limited_total')).toBe(0);

    for (let i = 0; i <= SOCKET_LIMITS.burst; i += 1) client.socket.emit('leaveChat', uuidv7());
    await client.until('rateLimited');
    vi.useRealTimers();
    ({ samples } = await waitForScrape(
      app,
      (s) => sumOf(s, 'squadup_sockets_connected') === 0,
      'the closed socket to leave the gauge',
    ));
    expect(sumOf(samples, 'squadup_socket_rate_limited_total')).toBe(1);
    expect(sumOf(samples, received, { event: 'leaveChat' })).toBe(SOCKET_LIMITS.burst + 1);
  });

  // One test for both backends (the suite runs on each): PGlite has no pool to report.
  it(`reports the database as its backend allows (${testBackend})`, async () => {
    if (testBackend === 'pglite') {
      expect((await scrape(app)).text).not.toContain('squadup_db_');
      return;
    }
    const count = 'squadup_db_query_duration_seconds_count';
    // The socket closed above is still being recorded offline and announced: let that finish.
    await app.server.settled();
    const before = sumOf((await scrape(app)).samples, count);
    expect(before).toBeGreaterThan(0); // the requests above queried
    await expect(app.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });

    const { samples } = await scrape(app);
    expect(sumOf(samples, count, { outcome: 'error' })).toBe(1);
    // begin, select, commit on one client checked out for the transaction, plus the failed one.
    expect(sumOf(samples, count)).toBe(before + 4);
    expect(sumOf(samples, 'squadup_db_pool_clients')).toBeGreaterThanOrEqual(1);
    expect(sumOf(samples, 'squadup_db_pool_idle_clients')).toBeGreaterThanOrEqual(1);
    expect(sumOf(samples, 'squadup_db_pool_waiting_requests')).toBe(0);
    expect(sumOf(samples, 'squadup_db_pool_max_clients')).toBe(10);
  });

  it('keeps label values bounded whatever clients send', async () => {
    const ada = await buildMember(app);
    for (let i = 0; i < 50; i += 1) {
      await ada.gql(`query Made${random()} { __typename }`);
      await http(app).post(`/v1/auth/verify-email/${uuidv7()}/${random()}`).send({});
      await http(app).get(`/v1/${random()}`);
      await http(app).get(`/${random()}/${random()}`);
      // Express matches the mount path whatever its case; the label must not follow the client's.
      const shouted = [...'/v1/auth/providers']
        .map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c))
        .join('');
      expect((await http(app).get(shouted)).status).toBe(200);
    }

    const { samples } = await scrape(app);
    const operations = labelValues(
      samples,
      'squadup_graphql_request_duration_seconds_count',
      'operation',
    );
    for (const operation of operations)
      expect([...WEB_OPERATION_NAMES, 'anonymous', 'other']).toContain(operation);
    expect(operations.size).toBeLessThanOrEqual(3);
    const routes = labelValues(samples, 'squadup_http_request_duration_seconds_count', 'route');
    expect([...routes].sort()).toEqual([
      '/graphql',
      '/healthz',
      '/v1/auth/providers',
      '/v1/auth/verify-email/:id/:token',
      'unmatched',
    ]);
  });

  it('counts mails while they are being sent, and each one sent or failed', async () => {
    smtp.delayMs = 400; // the SMTP server takes its time to accept
    await signUp(app); // the verification mail goes out after the answer
    await waitForScrape(
      app,
      (s) => sumOf(s, 'squadup_mails_sending') === 1,
      'the verification mail in flight',
    );
    await app.server.settled();
    let { samples } = await scrape(app);
    expect(sumOf(samples, 'squadup_mails_sending')).toBe(0);
    expect(sumOf(samples, 'squadup_mails_total', { outcome: 'sent' })).toBe(1);
    expect(sumOf(samples, 'squadup_mails_total', { outcome: 'failed' })).toBe(0);

    await smtp.close(); // the next mail cannot be delivered
    await signUp(app);
    await app.server.settled();
    ({ samples } = await scrape(app));
    expect(sumOf(samples, 'squadup_mails_total', { outcome: 'failed' })).toBe(1);
    expect(sumOf(samples, 'squadup_mails_sending')).toBe(0);
  });
});
