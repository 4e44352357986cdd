import jwt from 'jsonwebtoken';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIST_CAP } from '../src/modules/chat/chat.policy.js';
import { connect, member, seedChatsWithUnread, send } from './support/chat.js';
import { unreadCountsFor } from '../src/modules/chat/index.js';
import { JWT_AUDIENCE, JWT_ISSUER, signAccessToken } from '../src/modules/auth/tokens.js';
import { pendingRequestCount } from '../src/modules/connections/connections.service.js';
import { startTestApp, type TestApp } from './app.js';
import { connected, memberSocket, openSocket, refusal, type TestSocket } from './sockets.js';

const ALLOWED = 'https://squadup.example';

describe('socket.io on the app server', () => {
  let app: TestApp;
  const sockets: TestSocket[] = [];
  const track = (client: TestSocket) => (sockets.push(client), client);
  beforeAll(async () => {
    app = await startTestApp({ env: { CORS_ORIGINS: ALLOWED } });
  });
  afterAll(async () => {
    for (const client of sockets) client.close();
    await app.stop();
  });

  describe('handshake', () => {
    it('accepts a polling client with a valid access token in auth.token, from an allowed origin', async () => {
      const ada = await member(app);
      const client = track(openSocket(app.url, { token: ada.token, origin: ALLOWED }));
      await connected(client);
      expect(client.socket.connected).toBe(true);
      const [server] = [...app.server.io.of('/').sockets.values()].filter(
        (s) => s.data.userId === ada.user.id,
      );
      expect(server?.rooms.has(`user:${ada.user.id}`)).toBe(true);
    });

    it('accepts Authorization: Bearer from a non-browser client (no Origin)', async () => {
      const ada = await member(app);
      const client = track(openSocket(app.url, { bearer: ada.token }));
      await connected(client);
      expect(client.socket.connected).toBe(true);
    });

    const expired = () =>
      jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, app.config.jwtSecret, {
        algorithm: 'HS256',
        subject: uuidv7(),
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
    const cases: [string, () => string | undefined][] = [
      ['no token', () => undefined],
      ['a malformed token', () => 'not-a-jwt'],
      [
        'a token signed with another secret',
        () =>
          signAccessToken(
            { ...app.config, jwtSecret: 'x'.repeat(40) },
            { userId: uuidv7(), sessionVersion: 0, sessionId: uuidv7() },
          ),
      ],
      ['an expired token', expired],
    ];
    for (const [label, token] of cases) {
      it(`refuses ${label} with UNAUTHENTICATED`, async () => {
        const client = track(openSocket(app.url, { token: token(), origin: ALLOWED }));
        const error = await refusal(client);
        expect(error.message).toBe('unauthorized');
        expect(error.data?.code).toBe('UNAUTHENTICATED');
      });
    }

    it('closes the socket once its access token is refused, and the same token cannot reconnect', async () => {
      const ada = await member(app);
      // Expired about 3 s ago: inside the 5 s clock tolerance, so the handshake accepts it 1 to 2 s more.
      const { sv, sid } = jwt.decode(ada.token) as { sv: number; sid: string };
      const nearlyRefused = jwt.sign(
        { exp: Math.floor(Date.now() / 1000) - 3, sv, sid },
        app.config.jwtSecret,
        {
          algorithm: 'HS256',
          subject: ada.user.id,
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
        },
      );
      const client = track(openSocket(app.url, { token: nearlyRefused, origin: ALLOWED }));
      await connected(client);
      const reason = await new Promise<string>((resolve) =>
        client.socket.once('disconnect', resolve),
      );
      expect(reason).toBe('io server disconnect');
      // Closed when the token stopped being accepted, not before: reconnecting with it is refused,
      // so a client cannot be let in and closed again in a loop.
      const again = track(openSocket(app.url, { token: nearlyRefused, origin: ALLOWED }));
      const error = await refusal(again);
      expect(error.data?.code).toBe('UNAUTHENTICATED');
    });

    it('refuses a disallowed Origin even with a valid token', async () => {
      const ada = await member(app);
      const client = track(
        openSocket(app.url, { token: ada.token, origin: 'https://evil.example' }),
      );
      await expect(refusal(client)).resolves.toBeInstanceOf(Error);
      const res = await app.request
        .get('/socket.io/')
        .query({ EIO: '4', transport: 'polling' })
        .set('Origin', 'https://evil.example');
      expect(res.status).toBe(403);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers an allowed Origin with its CORS headers', async () => {
      const res = await app.request
        .get('/socket.io/')
        .query({ EIO: '4', transport: 'polling' })
        .set('Origin', ALLOWED);
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    });
  });

  describe('initialCounts', () => {
    it('seeds the counters with what the database holds', async () => {
      const [bob, ada, cy, dee] = [
        await member(app),
        await member(app),
        await member(app),
        await member(app),
      ];
      const withAda = await connect(app, ada, bob);
      const withCy = await connect(app, cy, bob);
      await send(ada, withAda.chatId, 'one');
      await send(ada, withAda.chatId, 'two');
      // Sending reads the chat up to one's own message, so bob writes first.
      await send(bob, withCy.chatId, 'mine do not count');
      await send(cy, withCy.chatId, 'three');
      const request = await dee.gql(
        `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`,
        {
          id: bob.user.id,
        },
      );
      expect(request.errors).toBeUndefined();

      const client = track(await memberSocket(app, bob, ALLOWED));
      const counts = client.last<{
        totalUnread: number;
        chatUnreadCounts: { chat_id: string; unread_count: number }[];
        friendRequestCount: number;
      }>('initialCounts')!;
      expect(counts.totalUnread).toBe(3);
      expect(counts.friendRequestCount).toBe(1);
      expect(counts.chatUnreadCounts).toEqual(
        expect.arrayContaining([
          { chat_id: withAda.chatId, unread_count: 2 },
          { chat_id: withCy.chatId, unread_count: 1 },
        ]),
      );
      const db = await unreadCountsFor(app.db, bob.user.id);
      expect(counts.totalUnread).toBe(db.totalUnread);
      expect(
        [...counts.chatUnreadCounts].sort((a, b) => a.chat_id.localeCompare(b.chat_id)),
      ).toEqual([...db.chats].sort((a, b) => a.chat_id.localeCompare(b.chat_id)));
      expect(counts.friendRequestCount).toBe(await pendingRequestCount(app.db, bob.user.id));
    });
  });

  describe('reconnecting', () => {
    it('seeds a reconnected socket with fresh counts: a message sent while it was away counts', async () => {
      const [ada, bob] = [await member(app), await member(app)];
      const { chatId } = await connect(app, ada, bob);
      type Counts = {
        totalUnread: number;
        chatUnreadCounts: { chat_id: string; unread_count: number }[];
      };
      const client = track(await memberSocket(app, bob, ALLOWED));
      expect(client.last<Counts>('initialCounts')).toMatchObject({ totalUnread: 0 });

      const gone = new Promise((resolve) => client.socket.once('disconnect', resolve));
      client.socket.disconnect();
      await gone;
      await send(ada, chatId, 'while you were away');
      client.socket.connect();
      await connected(client);
      const fresh = await client.until<Counts>('initialCounts', (c) => c.totalUnread > 0);
      expect(fresh).toEqual({
        totalUnread: 1,
        chatUnreadCounts: [{ chat_id: chatId, unread_count: 1 }],
        friendRequestCount: 0,
        activityCount: 0,
      });
      expect(client.all('initialCounts')).toHaveLength(2);
      expect((await unreadCountsFor(app.db, bob.user.id)).totalUnread).toBe(fresh.totalUnread);
    });
  });

  describe('initialCounts with more chats than the list holds', () => {
    it(`lists the ${CHAT_LIST_CAP} most recently active chats with unread, the total over all`, async () => {
      const bob = await member(app);
      const byActivity = await seedChatsWithUnread(app, bob, CHAT_LIST_CAP + 1);
      const client = track(await memberSocket(app, bob, ALLOWED));
      const counts = client.last<{
        totalUnread: number;
        chatUnreadCounts: { chat_id: string; unread_count: number }[];
      }>('initialCounts')!;
      expect(counts.totalUnread).toBe(CHAT_LIST_CAP + 1);
      expect(counts.chatUnreadCounts.map((c) => c.chat_id)).toEqual(
        byActivity.slice(0, CHAT_LIST_CAP).sort(),
      );
    });
  });

  describe('chat rooms', () => {
    it("delivers a chat's messages to a participant who joined, never to another member", async () => {
      const [ada, bob, eve] = [await member(app), await member(app), await member(app)];
      const { chatId } = await connect(app, ada, bob);
      const bobSocket = track(await memberSocket(app, bob, ALLOWED));
      const eveSocket = track(await memberSocket(app, eve, ALLOWED));

      expect(await eveSocket.ack('joinChat', chatId)).toEqual({ ok: false, code: 'FORBIDDEN' });
      expect(await bobSocket.ack('joinChat', chatId)).toEqual({ ok: true });
      const sent = await send(ada, chatId, 'for bob only');

      const received = await bobSocket.until<{ _id: string; content: string }>('receiveMessage');
      expect(received).toMatchObject({ _id: sent._id, chat_id: chatId, content: 'for bob only' });
      // A round trip on eve's socket: anything emitted to her before it has arrived by now.
      await eveSocket.ack('leaveChat', chatId);
      expect(eveSocket.all('receiveMessage')).toEqual([]);
    });

    it('lets a participant join a closed chat (history stays readable) and sees a deletion there', async () => {
      const [ada, bob, eve] = [await member(app), await member(app), await member(app)];
      const { chatId, connectionId } = await connect(app, ada, bob);
      const sent = await send(ada, chatId, 'before the goodbye');
      const removed = await bob.gql(`mutation($id: ID!) { removeConnection(connectionId: $id) }`, {
        id: connectionId,
      });
      expect(removed.errors).toBeUndefined();
      const bobSocket = track(await memberSocket(app, bob, ALLOWED));
      const eveSocket = track(await memberSocket(app, eve, ALLOWED));
      expect(await bobSocket.ack('joinChat', chatId)).toEqual({ ok: true });
      expect(await eveSocket.ack('joinChat', chatId)).toEqual({ ok: false, code: 'FORBIDDEN' });

      const deleted = await ada.gql(`mutation($id: ID!) { deleteMessage(messageId: $id) }`, {
        id: sent._id,
      });
      expect(deleted.errors).toBeUndefined();
      expect(await bobSocket.until('deleteMessage')).toEqual({ _id: sent._id, chat_id: chatId });
      await eveSocket.ack('leaveChat', chatId);
      expect(eveSocket.all('deleteMessage')).toEqual([]);
    });

    it('stops delivering after leaveChat', async () => {
      const [ada, bob] = [await member(app), await member(app)];
      const { chatId } = await connect(app, ada, bob);
      const bobSocket = track(await memberSocket(app, bob, ALLOWED));
      const watcher = track(await memberSocket(app, bob, ALLOWED)); // bob's second tab, still in the room
      await bobSocket.ack('joinChat', chatId);
      await watcher.ack('joinChat', chatId);
      expect(await bobSocket.ack('leaveChat', chatId)).toEqual({ ok: true });
      const sent = await send(ada, chatId, 'after leaving');
      await watcher.until('receiveMessage', (m: { _id: string }) => m._id === sent._id);
      await bobSocket.ack('leaveChat', chatId);
      expect(bobSocket.all('receiveMessage')).toEqual([]);
    });

    it('answers bad joinChat/leaveChat input with BAD_USER_INPUT and stays connected', async () => {
      const ada = await member(app);
      const client = track(await memberSocket(app, ada, ALLOWED));
      for (const bad of ['not-a-uuid', 42, { id: 'x' }, null]) {
        expect(await client.ack('joinChat', bad)).toEqual({ ok: false, code: 'BAD_USER_INPUT' });
        expect(await client.ack('leaveChat', bad)).toEqual({ ok: false, code: 'BAD_USER_INPUT' });
      }
      client.socket.emit('joinChat'); // no argument, no ack: ignored
      expect(await client.ack('joinChat', uuidv7())).toEqual({ ok: false, code: 'FORBIDDEN' });
      expect(client.socket.connected).toBe(true);
    });
  });
});
