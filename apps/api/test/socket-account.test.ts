import type { DocumentNode } from 'graphql';
import { documentText } from './graphql.js';
import { describe, expect, it } from 'vitest';
import { connect, member, REMOVE, send } from './support/chat.js';
import { unreadCountsFor } from '../src/modules/chat/index.js';
import { pendingRequestCount } from '../src/modules/connections/connections.service.js';
import type { Member } from './members.js';
import { socketTestApp } from './socket-app.js';

const REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
const DELETE_ACCOUNT = `mutation($userId: ID!) { deleteUser(userId: $userId) }`;

interface Count {
  count: number;
}

async function ok(who: Member, query: DocumentNode | string, variables: Record<string, unknown>) {
  const res = await who.gql(documentText(query), variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
}

describe('deleteUser, live', () => {
  const suite = socketTestApp();
  const open = (who: Member) => suite.open(who);

  it('zeroes the counters X left with another member and closes X’s sockets', async () => {
    const [xav, bob] = [await member(suite.app), await member(suite.app)];
    // Xav writes twice, the pair disconnects (the chat and its unread messages stay), and Xav
    // asks again: bob has unread messages from Xav and a pending request from Xav.
    const { connectionId, chatId } = await connect(suite.app, xav, bob);
    await send(xav, chatId, 'one');
    await send(xav, chatId, 'two');
    await ok(bob, REMOVE, { id: connectionId });
    await ok(xav, REQUEST, { id: bob.user.id });

    const bobSocket = await open(bob);
    expect(bobSocket.last('initialCounts')).toEqual({
      totalUnread: 2,
      chatUnreadCounts: [{ chat_id: chatId, unread_count: 2 }],
      friendRequestCount: 1,
      activityCount: 0,
    });
    const xavSocket = await open(xav);
    const xavClosed = new Promise<string>((resolve) => {
      xavSocket.socket.once('disconnect', resolve);
    });

    await ok(xav, DELETE_ACCOUNT, { userId: xav.user.id });

    expect(await bobSocket.until<Count>('totalUnreadUpdate')).toEqual({ count: 0 });
    expect(await bobSocket.until<Count>('friendRequestUpdate')).toEqual({ count: 0 });
    expect(await bobSocket.until('chatUnreadUpdate')).toEqual({ chatId, count: 0 });
    // What bob sees is what the database holds.
    expect((await unreadCountsFor(suite.app.db, bob.user.id)).totalUnread).toBe(0);
    expect(await pendingRequestCount(suite.app.db, bob.user.id)).toBe(0);
    // The server closed the deleted member's socket (not the client, not a transport error).
    expect(await xavClosed).toBe('io server disconnect');
    expect(bobSocket.socket.connected).toBe(true);
  });
});
