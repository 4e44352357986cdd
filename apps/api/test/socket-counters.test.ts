import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import type { Member } from './members.js';
import {
  BLOCK,
  connect,
  DELETE,
  EDIT,
  member,
  READ,
  send,
  unreadInChatAndTotal,
} from './support/chat.js';
import { unreadCountsFor } from '../src/modules/chat/index.js';
import { pendingRequestCount } from '../src/modules/connections/connections.service.js';
import { socketTestApp } from './socket-app.js';
import type { TestSocket } from './sockets.js';

const REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
const ACCEPT = `mutation($id: ID!) { acceptFriendReq(connectionId: $id) { _id } }`;
const DECLINE = `mutation($id: ID!) { declineFriendReq(connectionId: $id) { _id } }`;

interface ChatCount {
  chatId: string;
  count: number;
}
interface Count {
  count: number;
}

/** What the database holds as the member's unread count in one chat. */
const unreadInChat = async (db: Database, chatId: string, userId: string) =>
  (await unreadInChatAndTotal(db, chatId, userId)).count;

describe('live counters and message events', () => {
  const suite = socketTestApp();
  const open = (who: Member) => suite.open(who);

  it('after a burst of 50 messages from two senders, the last counts equal the database', async () => {
    const [bob, ada, cy] = [
      await member(suite.app),
      await member(suite.app),
      await member(suite.app),
    ];
    const withAda = (await connect(suite.app, ada, bob)).chatId;
    const withCy = (await connect(suite.app, cy, bob)).chatId;
    const bobSocket = await open(bob);

    await Promise.all(
      Array.from({ length: 25 }, (_, i) => [
        send(ada, withAda, `ada ${i}`),
        send(cy, withCy, `cy ${i}`),
      ]).flat(),
    );
    await bobSocket.until<Count>('totalUnreadUpdate', (u) => u.count === 50);
    await bobSocket.ack('leaveChat', withAda); // round trip: every emit queued before it is here
    const db = await unreadCountsFor(suite.app.db, bob.user.id);
    expect(db.totalUnread).toBe(50);
    expect(bobSocket.last<Count>('totalUnreadUpdate')).toEqual({ count: db.totalUnread });
    const lastFor = (chatId: string) =>
      bobSocket
        .all<ChatCount>('chatUnreadUpdate')
        .filter((u) => u.chatId === chatId)
        .at(-1);
    expect(lastFor(withAda)).toEqual({
      chatId: withAda,
      count: await unreadInChat(suite.app.db, withAda, bob.user.id),
    });
    expect(lastFor(withCy)).toEqual({ chatId: withCy, count: 25 });
    // Every value on the way was a real count, never above the final one.
    expect(bobSocket.all<Count>('totalUnreadUpdate').every((u) => u.count <= 50)).toBe(true);

    // Reading one chat zeroes it and lowers the total, live.
    expect((await bob.gql(READ, { chatId: withAda })).errors).toBeUndefined();
    await bobSocket.until<ChatCount>(
      'chatUnreadUpdate',
      (u) => u.chatId === withAda && u.count === 0,
    );
    await bobSocket.until<Count>('totalUnreadUpdate', (u) => u.count === 25);
  });

  it('keeps both members exact when the recipient sends and reads during the burst', async () => {
    const [ada, bob, cy] = [
      await member(suite.app),
      await member(suite.app),
      await member(suite.app),
    ];
    const { chatId } = await connect(suite.app, ada, bob);
    const withCy = (await connect(suite.app, cy, bob)).chatId;
    const [adaSocket, bobSocket] = [await open(ada), await open(bob)];

    // Ada writes a burst while bob answers and reads in between, all at once.
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => send(ada, chatId, `ada ${i}`)),
      ...Array.from({ length: 5 }, (_, i) => send(bob, chatId, `bob ${i}`)),
      ...Array.from({ length: 3 }, () => bob.gql(READ, { chatId })),
      ...Array.from({ length: 4 }, (_, i) => send(cy, withCy, `cy ${i}`)),
    ]);
    // Then, in order: ada writes again and bob answers, which reads ada's three for him (his
    // pointer moves to his own message) and leaves one unread for ada.
    for (const text of ['again 1', 'again 2', 'again 3']) await send(ada, chatId, text);
    await send(bob, chatId, 'read them all');

    // A barrier: a member's counter emits are sent in the order queued, so once a friend
    // request's count reaches a socket, every recount queued before it has reached it too.
    const dee = await member(suite.app);
    await dee.gql(REQUEST, { id: ada.user.id });
    await dee.gql(REQUEST, { id: bob.user.id });
    await adaSocket.until<Count>('friendRequestUpdate', (u) => u.count === 1);
    await bobSocket.until<Count>('friendRequestUpdate', (u) => u.count === 1);

    for (const [who, client] of [
      [ada, adaSocket],
      [bob, bobSocket],
    ] as const) {
      const db = await unreadCountsFor(suite.app.db, who.user.id);
      const lastFor = (id: string) =>
        client
          .all<ChatCount>('chatUnreadUpdate')
          .filter((u) => u.chatId === id)
          .at(-1);
      expect(client.last<Count>('totalUnreadUpdate')).toEqual({ count: db.totalUnread });
      expect(lastFor(chatId)).toEqual({
        chatId,
        count: await unreadInChat(suite.app.db, chatId, who.user.id),
      });
    }
    // What the database holds: ada has bob's last answer unread; bob has only cy's four.
    expect(await unreadInChat(suite.app.db, chatId, ada.user.id)).toBe(1);
    expect(await unreadInChat(suite.app.db, chatId, bob.user.id)).toBe(0);
    expect((await unreadCountsFor(suite.app.db, bob.user.id)).totalUnread).toBe(4);
  });

  it('sends edits and deletions to the chat room and recounts after a deletion', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const bobSocket = await open(bob);
    await bobSocket.ack('joinChat', chatId);
    const first = await send(ada, chatId, 'first');
    const second = await send(ada, chatId, 'second');
    await bobSocket.until<Count>('totalUnreadUpdate', (u) => u.count === 2);

    expect(
      (await ada.gql(EDIT, { messageId: first._id, content: 'first, edited' })).errors,
    ).toBeUndefined();
    const updated = await bobSocket.until<{
      _id: string;
      content: string;
      edited_at: string | null;
    }>('updateMessage');
    expect(updated).toMatchObject({ _id: first._id, content: 'first, edited' });
    expect(updated.edited_at).toEqual(expect.any(String));

    expect((await ada.gql(DELETE, { messageId: second._id })).errors).toBeUndefined();
    expect(await bobSocket.until('deleteMessage')).toEqual({ _id: second._id, chat_id: chatId });
    await bobSocket.until<ChatCount>(
      'chatUnreadUpdate',
      (u) => u.chatId === chatId && u.count === 1,
    );
    await bobSocket.until<Count>('totalUnreadUpdate', (u) => u.count === 1);
    expect((await unreadCountsFor(suite.app.db, bob.user.id)).totalUnread).toBe(1);
  });

  /** Events after index `from`: the increments/decrements and exact counts since then. */
  /** A predicate true for the n-th event it is asked about (until() asks in arrival order). */
  const nth = (n: number) => {
    let seen = 0;
    return () => (seen += 1) === n;
  };
  const friendEvents = (client: TestSocket, from: number) =>
    client.events
      .slice(from)
      .filter((e) => e.event.startsWith('friendRequest'))
      .map((e) => (e.event === 'friendRequestUpdate' ? (e.args[0] as Count).count : e.event));

  it('raises the addressee’s request count live, and lowers it on accept and decline', async () => {
    const [dan, eve, fay] = [
      await member(suite.app),
      await member(suite.app),
      await member(suite.app),
    ];
    const danSocket = await open(dan);
    const start = danSocket.events.length;

    const fromEve = await eve.gql<{ sendFriendReq: { _id: string } }>(REQUEST, { id: dan.user.id });
    await danSocket.until<Count>('friendRequestUpdate', (u) => u.count === 1);
    const fromFay = await fay.gql<{ sendFriendReq: { _id: string } }>(REQUEST, { id: dan.user.id });
    await danSocket.until<Count>('friendRequestUpdate', (u) => u.count === 2);
    expect(await pendingRequestCount(suite.app.db, dan.user.id)).toBe(2);

    // Waited for by position, not value: a count of 1 was already received after the first
    // request, so waiting for "1" let the decline race the accept's recount (seen under load).
    await dan.gql(ACCEPT, { id: fromEve.data.sendFriendReq._id });
    await danSocket.until<Count>('friendRequestUpdate', nth(3));
    await dan.gql(DECLINE, { id: fromFay.data.sendFriendReq._id });
    await danSocket.until<Count>('friendRequestUpdate', nth(4));
    expect(friendEvents(danSocket, start)).toEqual([
      'friendRequestIncrement',
      1,
      'friendRequestIncrement',
      2,
      'friendRequestDecrement',
      1,
      'friendRequestDecrement',
      0,
    ]);
    // The sender's own count never moved.
    expect(await pendingRequestCount(suite.app.db, eve.user.id)).toBe(0);
  });

  it('lowers the count when a block removes a pending request, whoever blocks', async () => {
    const [dan, gil, hal] = [
      await member(suite.app),
      await member(suite.app),
      await member(suite.app),
    ];
    const danSocket = await open(dan);
    await gil.gql(REQUEST, { id: dan.user.id });
    await hal.gql(REQUEST, { id: dan.user.id });
    await danSocket.until<Count>('friendRequestUpdate', (u) => u.count === 2);
    const start = danSocket.events.length;

    // An update to `count` received from here on (an earlier one also said 1: the first request).
    const since = (count: number) => (u: Count) =>
      u.count === count && danSocket.events.slice(start).some((e) => e.args[0] === u);
    expect((await dan.gql(BLOCK, { id: gil.user.id })).errors).toBeUndefined(); // the addressee blocks
    await danSocket.until<Count>('friendRequestUpdate', since(1));
    expect((await hal.gql(BLOCK, { id: dan.user.id })).errors).toBeUndefined(); // the requester blocks
    await danSocket.until<Count>('friendRequestUpdate', since(0));
    expect(friendEvents(danSocket, start)).toEqual([
      'friendRequestDecrement',
      1,
      'friendRequestDecrement',
      0,
    ]);
    expect(await pendingRequestCount(suite.app.db, dan.user.id)).toBe(0);
  });

  it('sends nothing to a member about another member’s counters', async () => {
    const [ada, bob, eve] = [
      await member(suite.app),
      await member(suite.app),
      await member(suite.app),
    ];
    const { chatId } = await connect(suite.app, ada, bob);
    const eveSocket = await open(eve);
    const bobSocket = await open(bob);
    await send(ada, chatId, 'hello bob');
    await ada.gql(REQUEST, { id: eve.user.id }).then(() => undefined);
    await bobSocket.until<Count>('totalUnreadUpdate', (u) => u.count === 1);
    await eveSocket.until<Count>('friendRequestUpdate', (u) => u.count === 1);
    await eveSocket.ack('leaveChat', chatId);
    expect(eveSocket.all('chatUnreadUpdate')).toEqual([]);
    expect(eveSocket.all('totalUnreadUpdate')).toEqual([]);
    expect(bobSocket.all('friendRequestUpdate')).toEqual([]);
  });
});
