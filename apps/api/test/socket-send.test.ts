// sendMessage over the socket: the mutation's service behind the acknowledgement, and the
// per-instance admission gate in front of both (docs/decisions/0043-socket-sends-and-admission.md).
import { SEND_ADMISSION, type MessagePayload, type SendMessageAck } from '@squadup/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './app.js';
import { testBackend } from './db.js';
import { BLOCK, connect, member, SEND, unread } from './support/chat.js';
import { socketTestApp } from './socket-app.js';
import { memberSocket, openSocket, refusal } from './sockets.js';

const sent = (ack: SendMessageAck): MessagePayload => {
  if (!ack.ok) throw new Error(`refused: ${JSON.stringify(ack)}`);
  return ack.message;
};

/**
 * A second connection holds the chat row `FOR UPDATE` (a send locks it too) until `release()`:
 * sends in that chat wait for it, as behind a slow database. On PGlite, which runs one transaction
 * at a time, every statement waits.
 */
async function holdChatRow(app: TestApp, chatId: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const done = app.db.transaction(async (tx) => {
    await tx.execute(sql`select id from chats where id = ${chatId} for update`);
    locked();
    await released;
  });
  await lockTaken;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

describe('sendMessage over the socket', () => {
  const suite = socketTestApp();

  it('acknowledges with the stored message; the peer receives it once; the sender has nothing unread', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const [mine, theirs] = [await suite.open(ada), await suite.open(bob)];
    for (const s of [mine, theirs]) expect(await s.ack('joinChat', chatId)).toEqual({ ok: true });

    const first = sent(
      await mine.ack('sendMessage', { chatId, content: '  hello over the socket ' }),
    );
    expect(first).toMatchObject({
      chat_id: chatId,
      sender_id: ada.user.id,
      content: 'hello over the socket',
      reply_to_message_id: null,
      is_deleted: false,
    });
    const reply = sent(
      await mine.ack('sendMessage', { chatId, content: 'a reply', replyToMessageId: first._id }),
    );
    expect(reply).toMatchObject({
      reply_to_message_id: first._id,
      reply_to_message_content: 'hello over the socket',
    });
    // In order after the first: by then the first had its one chance to arrive twice.
    await theirs.until<MessagePayload>('receiveMessage', (m) => m._id === reply._id);
    expect(theirs.all<MessagePayload>('receiveMessage').map((m) => m._id)).toEqual([
      first._id,
      reply._id,
    ]);
    expect(await unread(ada)).toEqual([]);
    expect(await unread(bob)).toEqual([{ chat_id: chatId, unread_count: 2 }]);
    const stored = await suite.app.db.select().from(messages).where(eq(messages.chat_id, chatId));
    expect(stored.map((m) => m.id).sort()).toEqual([first._id, reply._id].sort());
  });

  it('sends a file with the message; the peer receives it with the file (decision 0085)', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const [mine, theirs] = [await suite.open(ada), await suite.open(bob)];
    for (const s of [mine, theirs]) expect(await s.ack('joinChat', chatId)).toEqual({ ok: true });
    const upload = await ada.gql<{ getPresignedUrl: { file_url: string } }>(
      `query { getPresignedUrl(fileType: "image/webp", folder: "chat-files") { file_url } }`,
    );
    const fileUrl = upload.data.getPresignedUrl.file_url;
    const photo = sent(
      await mine.ack('sendMessage', {
        chatId,
        content: '',
        attachment: { fileUrl, name: 'a.webp' },
      }),
    );
    const expected = { url: fileUrl, name: 'a.webp', type: 'image/webp', is_image: true };
    expect(photo.attachment).toEqual(expected);
    const received = await theirs.until<MessagePayload>(
      'receiveMessage',
      (m) => m._id === photo._id,
    );
    expect(received).toMatchObject({ content: '', attachment: expected });
    const bad = await mine.ack('sendMessage', { chatId, content: 'x', attachment: { fileUrl: 1 } });
    expect(bad).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
  });

  it('answers bad input with a coded ack, as the mutation would, and keeps the socket', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const client = await suite.open(ada);
    const cases: [unknown, string][] = [
      [null, 'BAD_USER_INPUT'],
      [chatId, 'BAD_USER_INPUT'],
      [{ chatId }, 'BAD_USER_INPUT'],
      [{ chatId, content: 42 }, 'BAD_USER_INPUT'],
      [{ chatId, content: '   ' }, 'BAD_USER_INPUT'],
      [{ chatId, content: 'x'.repeat(2001) }, 'BAD_USER_INPUT'],
      [{ chatId: 'not-a-uuid', content: 'hi' }, 'NOT_FOUND'],
    ];
    for (const [payload, code] of cases) {
      const ack = await client.ack<SendMessageAck>('sendMessage', payload);
      expect(ack, JSON.stringify(payload)).toMatchObject({ ok: false, code });
      expect(ack.ok ? '' : ack.message).not.toBe('');
    }
    // The mutation answers the same input with the same code.
    const mutation = await ada.gql(SEND, { chatId, content: '   ' });
    expect(mutation.code).toBe('BAD_USER_INPUT');
    // Without an ack function the send still happens; nothing throws.
    client.socket.emit('sendMessage', { chatId, content: 'no ack asked' });
    sent(await client.ack('sendMessage', { chatId, content: 'after' }));
    expect(client.socket.connected).toBe(true);
  });

  it("refuses another member's chat as the mutation does, a blocked pair, and a signed-out socket", async () => {
    const [ada, bob, eve] = [
      await member(suite.app),
      await member(suite.app),
      await member(suite.app),
    ];
    const { chatId } = await connect(suite.app, ada, bob);
    const outsider = await suite.open(eve);
    const mutation = await eve.gql(SEND, { chatId, content: 'let me in' });
    expect(mutation.code).toBeDefined();
    expect(await outsider.ack('sendMessage', { chatId, content: 'let me in' })).toMatchObject({
      ok: false,
      code: mutation.code,
    });

    const [cat, dan] = [await member(suite.app), await member(suite.app)];
    const pair = await connect(suite.app, cat, dan);
    const blocked = await suite.open(dan);
    expect((await cat.gql(BLOCK, { id: dan.user.id })).errors).toBeUndefined();
    const ack = await blocked.ack<SendMessageAck>('sendMessage', {
      chatId: pair.chatId,
      content: 'still there?',
    });
    expect(ack.ok).toBe(false);
    expect(blocked.socket.connected).toBe(true);
    const stored = await suite.app.db
      .select()
      .from(messages)
      .where(eq(messages.chat_id, pair.chatId));
    expect(stored).toEqual([]);

    const anonymous = openSocket(suite.app.url);
    try {
      expect((await refusal(anonymous)).data?.code).toBe('UNAUTHENTICATED');
    } finally {
      anonymous.close();
    }
  });
});

describe('admission control: a busy instance refuses sends at once and keeps every socket', () => {
  const BOUND = 4;
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { MAX_SENDS_IN_FLIGHT: String(BOUND) } });
  });
  afterAll(() => app.stop());

  it('refuses the excess with SERVICE_UNAVAILABLE + retryAfterMs while the database is held; stores and delivers every acknowledged message', async () => {
    const [ada, bob] = [await member(app), await member(app)];
    const { chatId } = await connect(app, ada, bob);
    const [mine, theirs] = [await memberSocket(app, ada), await memberSocket(app, bob)];
    let disconnects = 0;
    for (const s of [mine, theirs]) s.socket.on('disconnect', () => (disconnects += 1));
    try {
      expect(await theirs.ack('joinChat', chatId)).toEqual({ ok: true });
      const held = await holdChatRow(app, chatId);
      const total = BOUND + 6;
      const acks = Array.from({ length: total }, (_, i) =>
        mine.ack<SendMessageAck>('sendMessage', { chatId, content: `burst ${i}` }),
      );
      // The first BOUND wait behind the lock; the rest are answered while it is still held.
      const refusals = await Promise.all(acks.slice(BOUND));
      for (const ack of refusals) {
        expect(ack).toEqual({
          ok: false,
          code: 'SERVICE_UNAVAILABLE',
          message: SEND_ADMISSION.busyMessage,
          retryAfterMs: SEND_ADMISSION.retryAfterMs,
        });
      }
      // The mutation goes through the same gate. Its bearer check reads the database first: on
      // PostgreSQL it passes the held chat row and meets the full gate; PGlite runs one
      // transaction at a time, so there the request would wait for the release like the sends.
      if (testBackend === 'postgres') {
        const busy = await ada.gql(SEND, { chatId, content: 'over GraphQL' });
        expect(busy.status).toBe(503);
        expect(busy.errors?.[0]?.extensions).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          retryAfterMs: SEND_ADMISSION.retryAfterMs,
        });
      }
      expect(mine.socket.connected && theirs.socket.connected).toBe(true);

      await held.release();
      const admitted = (await Promise.all(acks.slice(0, BOUND))).map(sent);
      // The refused ones, sent again once the instance has room, go through.
      const retried = [];
      for (let i = BOUND; i < total; i += 1) {
        retried.push(sent(await mine.ack('sendMessage', { chatId, content: `burst ${i}` })));
      }
      const acknowledged = [...admitted, ...retried].map((m) => m._id);
      for (const id of acknowledged) {
        await theirs.until<MessagePayload>('receiveMessage', (m) => m._id === id);
      }
      const stored = await app.db.select().from(messages).where(eq(messages.chat_id, chatId));
      expect(stored.map((m) => m.id).sort()).toEqual([...acknowledged].sort());
      expect(stored.map((m) => m.content).sort()).toEqual(
        Array.from({ length: total }, (_, i) => `burst ${i}`).sort(),
      );
      expect(theirs.all('receiveMessage')).toHaveLength(total);
      expect(disconnects).toBe(0);
      expect(mine.socket.connected && theirs.socket.connected).toBe(true);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
