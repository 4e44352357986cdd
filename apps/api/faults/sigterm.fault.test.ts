// SIGTERM to a server with keep-alive clients busy on it and an upload half sent: it must drain, not
// drop. Every request gets an HTTP answer, or (a new connection once nobody listens) ECONNREFUSED,
// never ECONNRESET / "socket hang up" (bar the kernel's reset of a new connection racing the
// listener's close, see CLOSE_RACE_MS); the upload in flight completes; /readyz answers 503 before
// the port closes (so a load balancer stops sending first); the process exits 0.
import { request } from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { graphqlCodeOf, jsonOf, send, type Outcome } from './support/http.js';
import { sleep, startLoops } from './support/load.js';
import { sampleReadiness, tally } from './support/readiness.js';
import {
  describeExit,
  killStartedServers,
  spawnServer,
  tempDataDir,
  waitReady,
  type ExitStatus,
} from './support/server.js';
import { GOOD_PASSWORD } from '../test/auth.js';

const READERS = 3;
/** The upload's second half is sent this long after SIGTERM. */
const UPLOAD_HELD_MS = 1_000;
const EXIT_BOUND_MS = 20_000;
// The smallest real PNG (1×1), as the uploads tests use it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PRESIGN = `query { getPresignedUrl(fileType: "image/png", folder: "profile-picture") { upload_url } }`;
const ME = `query { loadUserById { _id first_name } }`;

const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  await killStartedServers();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A PUT whose body is held after its first half until `finish()`; resolves with the answer. */
function slowUpload(baseUrl: string, path: string) {
  let finish: () => void = () => undefined;
  const answered = new Promise<Outcome>((resolve) => {
    const req = request(new URL(path, baseUrl), {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png', 'Content-Length': String(PNG.length) },
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        kind: 'error',
        code: error.code ?? error.name,
        message: error.message,
        reusedSocket: false,
      }),
    );
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({
          kind: 'answer',
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          reusedSocket: false,
        }),
      );
    });
    req.write(PNG.subarray(0, 20));
    finish = () => void req.end(PNG.subarray(20));
  });
  return { answered, finish: () => finish() };
}

/**
 * Closing a listening socket makes the kernel reset connections still waiting in its accept queue:
 * a client racing the close sees ECONNRESET on a connection the server never read. Whatever the
 * server does, a client that keeps connecting can meet it, so a reset of a NEW connection this
 * close to the first ECONNREFUSED counts as refused. A reset of a kept-alive connection, or of any
 * connection earlier, is a dropped request.
 */
const CLOSE_RACE_MS = 100;

interface RequestRecord {
  at: number;
  what: string;
  /** HTTP status (and GraphQL code), or the transport error's code. */
  result: string;
  failed: boolean;
  reusedSocket: boolean;
}

type Verdict = 'answered' | 'refused' | 'reset at the close' | 'dropped';

function judge(request: RequestRecord, closedAt: number): Verdict {
  if (!request.failed) return 'answered';
  if (request.result === 'ECONNREFUSED') return 'refused';
  const atClose = request.at >= closedAt - CLOSE_RACE_MS && request.at <= closedAt + CLOSE_RACE_MS;
  if (request.result === 'ECONNRESET' && !request.reusedSocket && atClose)
    return 'reset at the close';
  return 'dropped';
}

interface ReaderRecord {
  at: number;
  what: string;
  outcome: Outcome;
}

it('drains on SIGTERM: no dropped request, the upload completes, /readyz fails first, exit 0', async () => {
  const started = Date.now();
  const dataDir = await tempDataDir();
  cleanups.push(dataDir.remove);
  // One second of "not ready, but still answering" (production defaults to 5 s; elsewhere 0).
  const server = await spawnServer({
    label: 'PGlite server',
    env: { DATA_DIR: dataDir.dir, SHUTDOWN_DELAY_SECONDS: '1' },
  });
  await waitReady(server);

  const signup = await send(server.url, {
    path: '/v1/auth/signup',
    json: {
      first_name: 'Sig',
      last_name: 'Term',
      email: `sigterm-${started}@example.test`,
      password: GOOD_PASSWORD,
    },
  });
  const token = (jsonOf(signup) as { accessToken?: string } | undefined)?.accessToken;
  expect(token, `sign-up failed: ${JSON.stringify(signup)}`).toBeTruthy();
  const auth = { Authorization: `Bearer ${token}` };
  const presign = await send(server.url, {
    path: '/graphql',
    headers: auth,
    json: { query: PRESIGN },
  });
  const uploadPath = (
    jsonOf(presign) as { data?: { getPresignedUrl?: { upload_url?: string } } } | undefined
  )?.data?.getPresignedUrl?.upload_url;
  expect(uploadPath, `getPresignedUrl failed: ${JSON.stringify(presign)}`).toBeTruthy();

  // Keep-alive readers: GET /healthz and a GraphQL query that reads the database, in turn.
  const records: ReaderRecord[] = [];
  let turn = 0;
  const readers = startLoops(
    READERS,
    async (_loop, agent) => {
      turn += 1;
      const what = turn % 2 ? 'GET /healthz' : 'POST /graphql';
      const outcome =
        what === 'GET /healthz'
          ? await send(server.url, { path: '/healthz', agent, timeoutMs: 20_000 })
          : await send(server.url, {
              path: '/graphql',
              headers: auth,
              json: { query: ME },
              agent,
              timeoutMs: 20_000,
            });
      records.push({ at: Date.now(), what, outcome });
      // Nobody listens any more: no need to spin on refused connections.
      if (outcome.kind === 'error') await sleep(50);
    },
    10,
  );
  const readiness = sampleReadiness(server.url, 20);
  const upload = slowUpload(server.url, uploadPath!);
  await sleep(500);

  const sigtermAt = Date.now();
  server.signal('SIGTERM');
  const held = sleep(UPLOAD_HELD_MS).then(() => upload.finish());
  const exit = await Promise.race<ExitStatus | 'timeout'>([
    server.exited,
    sleep(EXIT_BOUND_MS).then(() => 'timeout' as const),
  ]);
  const exitMs = Date.now() - sigtermAt;
  await held;
  const uploaded = await Promise.race<Outcome | 'pending'>([
    upload.answered,
    sleep(2_000).then(() => 'pending' as const),
  ]);
  // A moment more of clients knocking on the closed port (ECONNREFUSED is what they should get).
  await sleep(300);
  await readers.stop();
  await readiness.stop();
  if (exit === 'timeout') server.signal('SIGKILL');

  // Reader requests and /readyz polls alike: when each ended, and how.
  const requests: RequestRecord[] = [
    ...records.map(({ at, what, outcome }) => ({
      at,
      what,
      result:
        outcome.kind === 'answer'
          ? `${outcome.status}${graphqlCodeOf(outcome) ? ` ${graphqlCodeOf(outcome)}` : ''}`
          : outcome.code,
      failed: outcome.kind === 'error',
      reusedSocket: outcome.reusedSocket,
    })),
    ...readiness.samples.map(({ at, result, reusedSocket }) => ({
      at,
      what: 'GET /readyz',
      result: String(result),
      failed: typeof result === 'string',
      reusedSocket,
    })),
  ];
  const closedAt = Math.min(
    ...requests.filter((r) => r.at >= sigtermAt && r.result === 'ECONNREFUSED').map((r) => r.at),
  );
  const verdicts = requests.map((r) => ({ ...r, verdict: judge(r, closedAt) }));
  const dropped = verdicts.filter((r) => r.verdict === 'dropped');
  const resetAtClose = verdicts.filter((r) => r.verdict === 'reset at the close').length;
  const afterSigterm = readiness.samples.filter((sample) => sample.at >= sigtermAt);
  const saw503BeforeClose = afterSigterm.some(
    (sample) => sample.result === 503 && sample.at < closedAt,
  );
  const kinds = new Map<string, number>();
  for (const r of verdicts) {
    const when = r.at >= sigtermAt ? 'after' : 'before';
    const how = r.failed && r.reusedSocket ? ' (kept-alive connection)' : '';
    const key = `${when} SIGTERM: ${r.what} → ${r.result}${how}${r.failed ? ` [${r.verdict}]` : ''}`;
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  const answeredAfter = records.filter(
    ({ outcome, at }) => outcome.kind === 'answer' && at >= sigtermAt,
  ).length;
  const uploadResult =
    uploaded === 'pending'
      ? 'no answer 2 s after its last byte'
      : uploaded.kind === 'answer'
        ? `HTTP ${uploaded.status} ${uploaded.body.slice(0, 100)}`
        : `${uploaded.code} (${uploaded.message})`;

  console.warn(
    [
      `SIGTERM fault test, ${Date.now() - started} ms in all`,
      `exit: ${exit === 'timeout' ? `none within ${EXIT_BOUND_MS} ms` : `${describeExit(exit)} ${exitMs} ms after SIGTERM`}`,
      `upload (second half sent ${UPLOAD_HELD_MS} ms after SIGTERM): ${uploadResult}`,
      `/readyz after SIGTERM: ${tally(afterSigterm)}`,
      `port closed: ${Number.isFinite(closedAt) ? `first ECONNREFUSED ${closedAt - sigtermAt} ms after SIGTERM` : 'never seen'}`,
      `reader requests: ${records.length}, ${answeredAfter} answered after SIGTERM; ` +
        `${dropped.length} dropped, ${resetAtClose} new connections reset at the close (tolerated)`,
      ...[...kinds].map(([key, n]) => `  ${String(n).padStart(6)}  ${key}`),
    ].join('\n'),
  );
  expect
    .soft(exit, `the process did not exit within ${EXIT_BOUND_MS} ms of SIGTERM`)
    .not.toBe('timeout');
  if (exit !== 'timeout') {
    expect
      .soft(exit, `the process ended with ${describeExit(exit)} ${exitMs} ms after SIGTERM`)
      .toEqual({ code: 0, signal: null });
  }
  expect
    .soft(
      dropped.length,
      `${dropped.length} of ${requests.length} requests were dropped (neither answered nor refused): ` +
        dropped
          .slice(0, 5)
          .map(
            (r) =>
              `${r.what} → ${r.result}${r.reusedSocket ? ' on a kept-alive connection' : ''} ${r.at - sigtermAt} ms after SIGTERM`,
          )
          .join(', '),
    )
    .toBe(0);
  expect.soft(uploadResult, 'the upload in flight at SIGTERM').toMatch(/^HTTP 204/);
  expect
    .soft(
      saw503BeforeClose,
      `/readyz never answered 503 after SIGTERM before the port closed (${tally(afterSigterm)})`,
    )
    .toBe(true);
});
