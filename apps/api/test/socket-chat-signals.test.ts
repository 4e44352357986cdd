import type { ChatReadPayload, TypingPayload } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import { connect, member, page, READ, send } from './support/chat.js';
import { UNKNOWN_MEMBER_ID } from './blocks.js';
import type { Member } from './members.js';
import { socketTestApp } from './socket-app.js';
import type { TestSocket } from './sockets.js';

// Typing and read receipts (docs/decisions/0082): relayed only between members who show them.

const SHOW = `mutation($typing: Boolean, $receipts: Boolean) {
  updateUser(input: { show_typing: $typing, show_read_receipts: $receipts }) {
    _id show_typing show_read_receipts
  }
}`;

async function choose(who: Member, choice: { typing?: boolean; receipts?: boolean }) {
  const res = await who.gql(SHOW, choice);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
}

async function readChat(who: Member, chatId: string) {
  const res = await who.gql(READ, { chatId });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
}

/**
 * Everything the server emitted to `client` before now has arrived: the server answers a socket's
 * packets in order, and a re-join of a room already joined is answered without a lookup.
 */
const settled = async (client: TestSocket, chatId: string) =>
  expect(await client.ack('joinChat', chatId)).toEqual({ ok: true });

describe('typing, live', () => {
  const suite = socketTestApp();

  async function pairInChat() {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const [adaSocket, bobSocket] = [await suite.open(ada), await suite.open(bob)];
    for (const client of [adaSocket, bobSocket]) await settled(client, chatId);
    return { ada, bob, chatId, adaSocket, bobSocket };
  }

  it('relays typing and its stop to the other member with the chat open, never to the typist', async () => {
    const { ada, chatId, adaSocket, bobSocket } = await pairInChat();
    expect(await adaSocket.ack('typing', { chatId, typing: true })).toEqual({ ok: true });
    expect(await bobSocket.until<TypingPayload>('typing')).toEqual({
      chatId,
      userId: ada.user.id,
      typing: true,
    });
    expect(await adaSocket.ack('typing', { chatId: chatId.toUpperCase(), typing: false })).toEqual({
      ok: true,
    });
    expect(await bobSocket.until<TypingPayload>('typing', (p) => !p.typing)).toEqual({
      chatId,
      userId: ada.user.id,
      typing: false,
    });
    await settled(adaSocket, chatId);
    expect(adaSocket.all('typing')).toEqual([]);
  });

  it('answers bad input with BAD_USER_INPUT and a chat not open (or not theirs) with FORBIDDEN', async () => {
    const { chatId, adaSocket, bobSocket } = await pairInChat();
    const eve = await member(suite.app);
    const eveSocket = await suite.open(eve);
    for (const bad of [
      undefined,
      'x',
      { chatId: 'nope', typing: true },
      { chatId, typing: 'yes' },
    ]) {
      expect(await eveSocket.ack('typing', bad)).toEqual({ ok: false, code: 'BAD_USER_INPUT' });
    }
    // Another pair's chat: eve may not join it, so she may not type in it.
    expect(await eveSocket.ack('joinChat', chatId)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await eveSocket.ack('typing', { chatId, typing: true })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await eveSocket.ack('typing', { chatId: UNKNOWN_MEMBER_ID, typing: true })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    // Ada's chat, once she closed it.
    expect(await adaSocket.ack('leaveChat', chatId)).toEqual({ ok: true });
    expect(await adaSocket.ack('typing', { chatId, typing: true })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    await settled(bobSocket, chatId);
    expect(bobSocket.all('typing')).toEqual([]);
    expect(eveSocket.socket.connected).toBe(true);
  });

  it('a member who hides typing neither sees others type nor shows their own, until they show it again', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    await choose(bob, { typing: false });
    const [adaSocket, bobSocket] = [await suite.open(ada), await suite.open(bob)];
    for (const client of [adaSocket, bobSocket]) await settled(client, chatId);

    expect(await adaSocket.ack('typing', { chatId, typing: true })).toEqual({ ok: true });
    expect(await bobSocket.ack('typing', { chatId, typing: true })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    await settled(bobSocket, chatId);
    await settled(adaSocket, chatId);
    expect(bobSocket.all('typing')).toEqual([]);
    expect(adaSocket.all('typing')).toEqual([]);

    // Shown again in Settings: the open chat's socket takes typing at once, no re-join needed.
    await choose(bob, { typing: true });
    await expect
      .poll(() => bobSocket.ack('typing', { chatId, typing: true }))
      .toEqual({ ok: true });
    expect(await adaSocket.until<TypingPayload>('typing')).toMatchObject({ userId: bob.user.id });
  });

  it('turning typing off in Settings takes the open chat out of typing at once', async () => {
    const { bob, chatId, adaSocket, bobSocket } = await pairInChat();
    await choose(bob, { typing: false });
    await expect
      .poll(() => bobSocket.ack('typing', { chatId, typing: true }))
      .toEqual({ ok: false, code: 'FORBIDDEN' });
    const before = bobSocket.all('typing').length;
    expect(await adaSocket.ack('typing', { chatId, typing: true })).toEqual({ ok: true });
    await settled(bobSocket, chatId);
    expect(bobSocket.all('typing')).toHaveLength(before);
  });
});

describe('read receipts, live', () => {
  const suite = socketTestApp();

  it('tells the sender when the other member read the chat; read_by holds it after a reload', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const [adaSocket, bobSocket] = [await suite.open(ada), await suite.open(bob)];
    for (const client of [adaSocket, bobSocket]) await settled(client, chatId);
    const sent = await send(ada, chatId, 'are you there?');

    await readChat(bob, chatId);
    const read = await adaSocket.until<ChatReadPayload>('chatRead');
    expect(read).toEqual({
      chatId,
      userId: bob.user.id,
      last_read_message_id: sent._id,
      read_at: expect.any(String),
    });
    const [seen] = await page(ada, chatId);
    expect(seen!.read_by).toEqual([{ user_id: bob.user.id, read_at: read.read_at }]);
    // The reader is not told of their own read.
    await settled(bobSocket, chatId);
    expect(bobSocket.all('chatRead')).toEqual([]);
  });

  it('a member who hides read receipts is never reported as reading, and sees nobody’s', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    await choose(bob, { receipts: false });
    const [adaSocket, bobSocket] = [await suite.open(ada), await suite.open(bob)];
    for (const client of [adaSocket, bobSocket]) await settled(client, chatId);

    await send(ada, chatId, 'did you read this?');
    await readChat(bob, chatId);
    await send(bob, chatId, 'and this?');
    await readChat(ada, chatId);
    for (const client of [adaSocket, bobSocket]) await settled(client, chatId);
    expect(adaSocket.all('chatRead')).toEqual([]);
    expect(bobSocket.all('chatRead')).toEqual([]);
    // Bob's read of Ada's message is nowhere; Ada's read of Bob's is only hers to see.
    const readers = async (viewer: Member) =>
      (await page(viewer, chatId)).map((m) => m.read_by.map((r) => r.user_id));
    expect(await readers(ada)).toEqual([[], [ada.user.id]]);
    expect(await readers(bob)).toEqual([[], []]);

    // Shown again: both reads show, and what comes next is told live.
    await choose(bob, { receipts: true });
    const messages = await page(ada, chatId);
    expect(messages.map((m) => m.read_by.map((r) => r.user_id))).toEqual([
      [bob.user.id],
      [ada.user.id],
    ]);
    const next = await send(ada, chatId, 'now?');
    await expect
      .poll(async () => {
        await readChat(bob, chatId);
        return adaSocket.all<ChatReadPayload>('chatRead').at(-1)?.last_read_message_id;
      })
      .toBe(next._id);
  });
});
