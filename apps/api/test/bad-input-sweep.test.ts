// The bad-input sweep: every query and mutation of the shared schema, every argument
// and input field, replaced in turn by each bad value of test/sweep/catalogue.ts, as a signed-in
// member with real rows behind every id. Nothing may answer 5xx or INTERNAL_SERVER_ERROR, and no
// value may get past the schemas to be refused by the database ('Invalid input.').
// `npm test` runs a fixed-seed sample; BAD_INPUT_SWEEP=full runs every case
// (BAD_INPUT_SWEEP_SEED picks another sample).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_INPUT_MESSAGE } from '../src/errors.js';
import { startTestApp, type TestApp } from './app.js';
import { FAST_AUTH_ENV } from './auth.js';
import { buildSweepWorld, type SweepWorld } from './sweep/fixtures.js';
import { inSweepOrder, newTally, runCases, sample, type Tally } from './sweep/runner.js';
import { seededRandom } from '../src/lib/seeded-random.js';
import { restCases, sendRaw } from './sweep/rest.js';
import { casesOf, operations } from './sweep/schema-walk.js';
import { CLIENT_EVENTS, SOCKET_PAYLOADS } from './sweep/sockets.js';
import { buildMember } from './members.js';
import { memberSocket } from './sockets.js';
import { AUTH_ROUTES } from '@squadup/shared';

const FULL = process.env.BAD_INPUT_SWEEP === 'full';
const SEED = Number(process.env.BAD_INPUT_SWEEP_SEED ?? 10_004);
/** Cases per operation in the sampled run: every operation is still swept. */
const SAMPLE_PER_OPERATION = 20;
/** REST cases in the sampled run (every bad path segment is always sent). */
const SAMPLE_REST = 300;

let app: TestApp;
let world: SweepWorld;

beforeAll(async () => {
  app = await startTestApp({ env: FAST_AUTH_ENV });
  world = await buildSweepWorld(app);
});
afterAll(() => app.stop());

function report(title: string, tally: Tally, extra: Record<string, number>) {
  const codes = Object.entries(tally.codes)
    .sort(([, a], [, b]) => b - a)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  const figures = Object.entries(extra)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  process.stdout.write(
    `${title} (${FULL ? 'full' : `sample, seed ${SEED}`}): ${tally.requests} requests, ${figures}, ` +
      `${tally.findings.length} errors found. Answers: ${codes}.\n`,
  );
}

describe('bad-input sweep', () => {
  // Before the GraphQL sweep, which ends by deleting the viewer's account.
  it('acknowledges every bad socket payload with a code and keeps the socket', async () => {
    const client = await memberSocket(app, world.viewer);
    const tally = newTally();
    try {
      for (const event of CLIENT_EVENTS) {
        for (const payload of SOCKET_PAYLOADS) {
          const answer = await client.ack<{ ok: boolean; code?: string }>(event, payload.value);
          tally.requests += 1;
          const code = answer.ok ? 'ok' : String(answer.code);
          tally.codes[code] = (tally.codes[code] ?? 0) + 1;
          if (!answer.ok && !answer.code)
            tally.findings.push({ what: `${event} ${payload.label}`, status: 0 });
        }
      }
      // One's own chat id in upper case is that chat: the socket joins its room and gets its messages.
      const { chatId } = world.baselines.ids;
      expect(await client.ack('joinChat', chatId!.toUpperCase())).toEqual({ ok: true });
      const sent = await world.viewer.gql<{ sendMessage: { _id: string } }>(
        `mutation($chatId: ID!) { sendMessage(chatId: $chatId, content: "upper") { _id } }`,
        { chatId: chatId!.toUpperCase() },
      );
      const pushed = await client.until<{ _id: string }>('receiveMessage');
      expect(pushed._id).toBe(sent.data.sendMessage._id);
      expect(client.socket.connected).toBe(true);
    } finally {
      client.close();
    }
    report('Socket sweep', tally, { events: CLIENT_EVENTS.length });
    expect(tally.findings).toEqual([]);
  });

  it('answers every bad REST request and upload path with a 4xx', async () => {
    const random = seededRandom(SEED);
    // A member of its own: sign-out-everywhere ends its sessions, which must not end the viewer's
    // before the GraphQL sweep. Those cases run last, so every other route sees a live session.
    const member = await buildMember(app, { first_name: 'Rest', email_verified_at: new Date() });
    const endsSessions = (c: { path: string }) => c.path.startsWith(AUTH_ROUTES.logoutEverywhere);
    const all = restCases(member.user.id);
    const paths = all.filter((c) => c.body === undefined || c.label.startsWith('id '));
    const chosen = FULL
      ? all
      : [
          ...paths,
          ...sample(
            all.filter((c) => !paths.includes(c)),
            SAMPLE_REST,
            random,
          ),
        ];
    const tally = newTally();
    const ordered = [...chosen.filter((c) => !endsSessions(c)), ...chosen.filter(endsSessions)];
    for (const c of ordered) {
      for (const token of [member.token, undefined]) {
        const res = await sendRaw(app.url, c, token);
        tally.requests += 1;
        const code = `HTTP ${res.status}`;
        tally.codes[code] = (tally.codes[code] ?? 0) + 1;
        const refusedByDatabase =
          (res.body as { message?: unknown } | null)?.message === INVALID_INPUT_MESSAGE;
        if (res.status >= 500 || refusedByDatabase)
          tally.findings.push({
            what: `${c.method} ${c.path.slice(0, 120)} ${c.label}`,
            status: res.status,
          });
      }
    }
    report('REST sweep', tally, { 'cases in catalogue': all.length });
    expect(tally.findings).toEqual([]);
  }, 600_000);

  it('answers every bad GraphQL argument with a coded error, never a server error', async () => {
    const random = seededRandom(SEED);
    const ops = inSweepOrder(operations());
    const all = ops.map((op) => casesOf(op, world.baselines));
    const chosen = all.flatMap((cases) =>
      FULL ? cases : sample(cases, SAMPLE_PER_OPERATION, random),
    );
    const tally = newTally();
    const [beforeDeletion, deletion] = [
      chosen.filter((c) => c.operation.name !== 'deleteUser'),
      chosen.filter((c) => c.operation.name === 'deleteUser'),
    ];
    await runCases(app, world.viewer, beforeDeletion, tally);
    // Every case ran as the signed-in viewer, deep behind the access checks (a sweep whose
    // session had ended would pass while testing nothing).
    expect(tally.codes.UNAUTHENTICATED ?? 0).toBe(0);
    await runCases(app, world.viewer, deletion, tally);
    report('GraphQL sweep', tally, {
      operations: ops.length,
      places: new Set(all.flat().map((c) => `${c.operation.name}.${c.place}`)).size,
      'cases in catalogue': all.flat().length,
    });
    expect(tally.findings).toEqual([]);
  }, 600_000);
});
