import { SOCKET_LIMITS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, member, send } from './support/chat.js';
import { createLogger } from '../src/lib/logger.js';
import { startTestApp, type TestApp } from './app.js';
import { memberSocket, openSocket, refusal, type TestSocket } from './sockets.js';
import { countStatements } from './statements.js';

interface RateLimited {
  code: string;
  message: string;
}

const disconnected = (client: TestSocket) =>
  new Promise<string>((resolve) => client.socket.once('disconnect', resolve));

// One socket's flood must cost the server little and other members nothing.
describe('realtime abuse limits', () => {
  let app: TestApp;
  const logLines: string[] = [];
  const sockets: TestSocket[] = [];
  const open = async (...args: Parameters<typeof memberSocket>) => {
    const client = await memberSocket(...args);
    sockets.push(client);
    return client;
  };
  beforeAll(async () => {
    app = await startTestApp({
      logger: createLogger(
        { env: 'test', logLevel: 'warn' },
        { write: (line: string) => logLines.push(line) },
      ),
    });
  });
  afterAll(async () => {
    for (const client of sockets) client.close();
    await app.stop();
  });

  it('disconnects a socket that floods joinChat, telling it why, and logs the member once', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const client = await open(app, ada);
    const closed = disconnected(client);
    for (let i = 0; i < SOCKET_LIMITS.burst * 3; i += 1) client.socket.emit('joinChat', chatId);

    const said = await client.until<RateLimited>('rateLimited');
    expect(said.code).toBe('TOO_MANY_REQUESTS');
    expect(said.message).toMatch(/too many/i);
    expect(await closed).toBe('io server disconnect');
    const warnings = logLines.filter((line) => line.includes(ada.user.id));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40, userId: ada.user.id });
  });

  it('never disconnects a client within the limits: a burst of joins and leaves is answered', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const client = await open(app, ada);
    // Like the web client switching chats quickly: a leave and a join per switch.
    const answers = await Promise.all(
      Array.from({ length: SOCKET_LIMITS.burst - 1 }, (_, i) =>
        client.ack(i % 2 === 0 ? 'joinChat' : 'leaveChat', chatId),
      ),
    );
    expect(answers.every((answer) => JSON.stringify(answer) === '{"ok":true}')).toBe(true);
    expect(await client.ack('joinChat', chatId)).toEqual({ ok: true });
    expect(client.socket.connected).toBe(true);
    // Still in the room: a message reaches it.
    await send(bob, chatId, 'still here?');
    await client.until<{ content: string }>('receiveMessage', (m) => m.content === 'still here?');
  });

  it('answers a join of an already-joined room without a database query', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const client = await open(app, ada);
    expect(await client.ack('joinChat', chatId)).toEqual({ ok: true });
    // Work queued before (this connection's presence, an earlier test's socket going offline, a
    // recount) may still reach the database: only the join is counted.
    await app.server.settled();
    const again = await countStatements(app.db, () => client.ack('joinChat', chatId));
    expect(again.result).toEqual({ ok: true });
    expect(again.statements).toBe(0);
  });

  it("keeps another member's socket working while one socket floods", async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const flooder = await open(app, ada);
    const other = await open(app, bob);
    const closed = disconnected(flooder);
    for (let i = 0; i < SOCKET_LIMITS.burst * 3; i += 1) flooder.socket.emit('joinChat', chatId);
    expect(await other.ack('joinChat', chatId)).toEqual({ ok: true });
    await closed;
    await send(bob, chatId, 'after the flood');
    await other.until<{ content: string }>(
      'receiveMessage',
      (m) => m.content === 'after the flood',
    );
    expect(other.socket.connected).toBe(true);
  });

  it('refuses a polling POST larger than the payload limit (HTTP 413) before reading its packets', async () => {
    const open = await app.request.get('/socket.io/').query({ EIO: '4', transport: 'polling' });
    const { sid } = JSON.parse(String(open.text).slice(1)) as { sid: string };
    const packet = `42${JSON.stringify(['joinChat', '0190a8f0-0000-7000-8000-000000000000'])}`;
    const body = Array.from({ length: 5000 }, () => packet).join('\x1e');
    expect(body.length).toBeGreaterThan(SOCKET_LIMITS.maxPayloadBytes);
    const res = await app.request
      .post('/socket.io/')
      .query({ EIO: '4', transport: 'polling', sid })
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(body);
    expect(res.status).toBe(413);
  });

  it(`refuses a member's socket beyond ${SOCKET_LIMITS.socketsPerMember} at the handshake, saying why, and frees the seat on close`, async () => {
    const [many, other] = [await member(app), await member(app)];
    const mine: TestSocket[] = [];
    // Handshakes arriving together are counted as they pass, not once connected.
    const opened = await Promise.all(
      Array.from({ length: SOCKET_LIMITS.socketsPerMember }, () => open(app, many)),
    );
    mine.push(...opened);
    const extra = openSocket(app.url, { token: many.token });
    sockets.push(extra);
    const refused = await refusal(extra);
    expect(refused.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(
      `You have ${SOCKET_LIMITS.socketsPerMember} live connections open already: close a tab or window and try again.`,
    );
    extra.close();
    // Another member is not concerned; closing one socket lets the next one in.
    await open(app, other);
    const closing = mine.pop()!;
    const gone = disconnected(closing);
    closing.close();
    await gone;
    await expect
      .poll(async () => {
        const again = openSocket(app.url, { token: many.token });
        sockets.push(again);
        const outcome = await new Promise<string>((resolve) => {
          again.socket.once('connect', () => resolve('connected'));
          again.socket.once('connect_error', () => resolve('refused'));
        });
        again.close();
        return outcome;
      })
      .toBe('connected');
  });
});
