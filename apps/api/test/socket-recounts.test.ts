import { describe, expect, it } from 'vitest';
import type { MessagePayload } from '@squadup/shared';
import * as chat from '../src/modules/chat/chat.messages.js';
import { buildBlock, buildSquad } from './factories.js';
import type { Member } from './members.js';
import { testServiceContext } from './service-context.js';
import { socketTestApp } from './socket-app.js';
import type { TestSocket } from './sockets.js';
import { countStatements } from './statements.js';
import { connect, member, send } from './support/chat.js';

// What a send costs after its commit (docs/decisions/0020, 0048): the sender is counted only when
// the send could change their count, a member's recounts that wait together are one, and a squad's
// message is encoded once for the room, its members' counts read by the send's own statement.

const REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;

interface ChatCount {
  chatId: string;
  count: number;
}
interface Count {
  count: number;
}

/** The events of `event` the socket received since `mark` (an index into its record). */
const since = <T>(client: TestSocket, mark: number, event: string) =>
  client.events
    .slice(mark)
    .filter((e) => e.event === event)
    .map((e) => e.args[0] as T);

describe('recounts after a send', () => {
  const suite = socketTestApp();

  /**
   * A member's counter emits leave in the order queued: once a friend request's exact count
   * reaches `client`, every recount queued before it has reached it too.
   */
  async function barrier(who: Member, client: TestSocket, count: number) {
    const asker = await member(suite.app);
    expect((await asker.gql(REQUEST, { id: who.user.id })).errors).toBeUndefined();
    await client.until<Count>('friendRequestUpdate', (u) => u.count === count);
  }

  it('does not recount a sender who had nothing unread in the chat, and recounts one who had', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const adaSocket = await suite.open(ada);

    let mark = adaSocket.events.length;
    await send(ada, chatId, 'first');
    await barrier(ada, adaSocket, 1);
    // Her count in this chat was 0 and stays 0: nothing to send her.
    expect(since(adaSocket, mark, 'chatUnreadUpdate')).toEqual([]);
    expect(since(adaSocket, mark, 'totalUnreadUpdate')).toEqual([]);

    await send(bob, chatId, 'an answer');
    await adaSocket.until<Count>('totalUnreadUpdate', (u) => u.count === 1);
    mark = adaSocket.events.length;
    // Sending reads bob's answer for her: her count drops to 0, live.
    await send(ada, chatId, 'thanks');
    await barrier(ada, adaSocket, 2);
    expect(since<ChatCount>(adaSocket, mark, 'chatUnreadUpdate')).toEqual([{ chatId, count: 0 }]);
    expect(since<Count>(adaSocket, mark, 'totalUnreadUpdate')).toEqual([{ count: 0 }]);
  });

  it('recounts a member once for changes in several chats that wait together: one statement, one total', async () => {
    const [bob, ada, cy, dee] = [
      await member(suite.app),
      await member(suite.app),
      await member(suite.app),
      await member(suite.app),
    ];
    const chats = [
      (await connect(suite.app, ada, bob)).chatId,
      (await connect(suite.app, cy, bob)).chatId,
      (await connect(suite.app, dee, bob)).chatId,
    ];
    const bobSocket = await suite.open(bob);
    // Sent with no socket of bob's listening to its events: the rows, without their recounts.
    const quiet = [ada, cy, dee].map((who) => testServiceContext(suite.app, who.user.id));
    const messages: MessagePayload[] = [];
    for (const [i, ctx] of quiet.entries()) {
      messages.push(await chat.sendMessage(ctx, { chatId: chats[i]!, content: `hi ${i}` }));
    }

    const mark = bobSocket.events.length;
    const { statements } = await countStatements(suite.app.db, async () => {
      // Three messages for bob in three chats, told to the broadcaster in one turn.
      suite.app.server.events.committed(
        ...messages.map((message) => ({
          type: 'message.sent' as const,
          message,
          recipientIds: [bob.user.id],
          hiddenFrom: [],
          senderHadUnread: false,
        })),
      );
      await bobSocket.until<Count>('totalUnreadUpdate', (u) => u.count === 3);
    });
    await barrier(bob, bobSocket, 1);
    expect(statements).toBe(1);
    expect(since<Count>(bobSocket, mark, 'totalUnreadUpdate')).toEqual([{ count: 3 }]);
    expect(
      since<ChatCount>(bobSocket, mark, 'chatUnreadUpdate').sort((a, b) =>
        a.chatId.localeCompare(b.chatId),
      ),
    ).toEqual(
      chats
        .map((chatId) => ({ chatId, count: 1 }))
        .sort((a, b) => a.chatId.localeCompare(b.chatId)),
    );
  });

  it('sends a squad message in one statement that also counts its members, and encodes it once for the room', async () => {
    const people: Member[] = [];
    for (let i = 0; i < 8; i += 1) people.push(await member(suite.app, `Fan${i}`));
    const [owner, ...team] = people as [Member, ...Member[]];
    const { chatId } = await buildSquad(
      suite.app.db,
      owner.user.id,
      team.map((m) => ({ userId: m.user.id, role: 'Crew' })),
    );
    // One member blocked the sender: the room's emit leaves them out (`except`), still encoded once.
    await buildBlock(suite.app.db, { blocker_id: team[6]!.user.id, blocked_id: owner.user.id });
    const sockets: TestSocket[] = [];
    for (const who of people) {
      const client = await suite.open(who);
      expect(await client.ack('joinChat', chatId)).toEqual({ ok: true });
      sockets.push(client);
    }
    // Everyone has read the squad's join lines (no event: nobody's socket hears of it).
    for (const who of people) {
      await chat.markMessagesAsRead(testServiceContext(suite.app, who.user.id), chatId);
    }
    const { io, events } = suite.app.server;
    const encoder = (
      io as unknown as { encoder: { encode(packet: { data?: unknown[] }): unknown } }
    ).encoder;
    const encode = encoder.encode.bind(encoder);
    let encoded = 0;
    encoder.encode = (packet) => {
      if (packet.data?.[0] === 'receiveMessage') encoded += 1;
      return encode(packet);
    };
    const ctx = testServiceContext(suite.app, owner.user.id, {
      publish: (e) => events.committed(e),
    });
    try {
      const { statements } = await countStatements(
        suite.app.db,
        async () => {
          await chat.sendMessage(ctx, { chatId, content: 'to the squad' });
          // The six who did not block the owner have it unread; the owner's own count cannot change.
          await Promise.all(
            sockets
              .slice(1, 7)
              .map((client) =>
                client.until<ChatCount>(
                  'chatUnreadUpdate',
                  (u) => u.chatId === chatId && u.count === 1,
                ),
              ),
          );
        },
        { transactions: true },
      );
      // The send alone (no transaction around it): it read its members' counts after writing.
      expect(statements).toBe(1);
    } finally {
      encoder.encode = encode;
    }
    expect(encoded).toBe(1);
    for (const client of sockets.slice(1, 7)) await client.until('receiveMessage');
    await barrier(owner, sockets[0]!, 1);
    expect(sockets[0]!.all('chatUnreadUpdate')).toEqual([]);
    expect(sockets[7]!.all('receiveMessage')).toEqual([]);
  });
  it('sends the counts a send’s statement read, with no statement of its own, unless a recount was queued since it left', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const bobSocket = await suite.open(bob);
    // Sent with no socket of bob's listening to its events: one unread message for him.
    const message = await chat.sendMessage(testServiceContext(suite.app, ada.user.id), {
      chatId,
      content: 'hi',
    });
    // Counts no recount could read (he has one unread): seeing them proves which were sent.
    // `order`: the send's place among the instance's sends, later ones higher.
    let order = 1000;
    const sent = (since: number, count = 41) => ({
      type: 'message.sent' as const,
      message,
      recipientIds: [bob.user.id],
      hiddenFrom: [],
      senderHadUnread: false,
      counted: {
        counts: [{ userId: bob.user.id, count, total: count + 1 }],
        sent: { since, order: (order += 1) },
      },
    });

    let mark = bobSocket.events.length;
    const { statements } = await countStatements(suite.app.db, async () => {
      suite.app.server.events.committed(sent(performance.now()));
      await bobSocket.until<Count>('totalUnreadUpdate', (u) => u.count === 42);
    });
    expect(statements).toBe(0);
    expect(since<ChatCount>(bobSocket, mark, 'chatUnreadUpdate')).toEqual([{ chatId, count: 41 }]);

    // The statement left before a recount of bob was queued: that recount may have read a newer
    // change than the statement did, so bob is recounted and the statement's counts are dropped.
    const left = performance.now();
    mark = bobSocket.events.length;
    suite.app.server.events.committed(
      { type: 'chat.read', userId: bob.user.id, chatId, receipt: null },
      sent(left),
    );
    await barrier(bob, bobSocket, 1);
    const totals = since<Count>(bobSocket, mark, 'totalUnreadUpdate');
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((t) => t.count === 1)).toBe(true);
    expect(since<ChatCount>(bobSocket, mark, 'chatUnreadUpdate').map((u) => u.count)).not.toContain(
      41,
    );

    // A socket that connected after the statement left read every count when it came: what
    // was announced before it reached no socket here, so it is recounted too.
    const before = performance.now();
    const late = await suite.open(bob);
    await late.until('initialCounts');
    suite.app.server.events.committed(sent(before));
    await barrier(bob, late, 2);
    expect(late.all<ChatCount>('chatUnreadUpdate').map((u) => u.count)).not.toContain(41);
    const lateTotals = late.all<Count>('totalUnreadUpdate');
    expect(lateTotals.length).toBeGreaterThan(0);
    expect(lateTotals.every((t) => t.count === 1)).toBe(true);
  });

  it('never leaves a member with a send’s counts that a later change or a later send made old', async () => {
    const [ada, bob] = [await member(suite.app), await member(suite.app)];
    const { chatId } = await connect(suite.app, ada, bob);
    const bobSocket = await suite.open(bob);
    await bobSocket.until('initialCounts');
    const message = await chat.sendMessage(testServiceContext(suite.app, ada.user.id), {
      chatId,
      content: 'hi',
    });
    const sent = (order: number, count: number) => ({
      type: 'message.sent' as const,
      message,
      recipientIds: [bob.user.id],
      hiddenFrom: [],
      senderHadUnread: false,
      counted: {
        counts: [{ userId: bob.user.id, count, total: count + 1 }],
        sent: { since: performance.now(), order },
      },
    });
    const read = { type: 'chat.read' as const, userId: bob.user.id, chatId, receipt: null };
    const lastCount = () => bobSocket.all<ChatCount>('chatUnreadUpdate').at(-1)?.count;

    // A recount is queued and not built yet; a send's counts queue behind it; then bob reads.
    // The read's recount must come after the counts, not join the recount ahead of them.
    suite.app.server.events.committed(read);
    suite.app.server.events.committed(sent(2000, 41), read);
    await barrier(bob, bobSocket, 1);
    expect(lastCount()).toBe(1);

    // A later send's counts went first (a reply is announced a round trip late): the earlier
    // send's arrive after them and are older, so bob is recounted instead.
    suite.app.server.events.committed(sent(3000, 51));
    await bobSocket.until<ChatCount>('chatUnreadUpdate', (u) => u.count === 51);
    const mark = bobSocket.events.length;
    suite.app.server.events.committed(sent(2999, 31));
    await barrier(bob, bobSocket, 2);
    expect(since<ChatCount>(bobSocket, mark, 'chatUnreadUpdate').map((u) => u.count)).toEqual([1]);
  });
});
