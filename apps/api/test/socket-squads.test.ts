import { describe, expect, it } from 'vitest';
import type { MessagePayload, SquadUpdatePayload } from '@squadup/shared';
import type { Database } from '../src/db/client.js';
import { READ, member, send, unreadInChatAndTotal } from './support/chat.js';
import { unreadCountsFor } from '../src/modules/chat/index.js';
import { buildApplication, buildSquad } from './factories.js';
import type { Member } from './members.js';
import { socketTestApp } from './socket-app.js';
import type { TestSocket } from './sockets.js';

// A squad chat over the real sockets: every member's counters exact after a burst,
// squad changes pushed live, and the room closed to whoever is not (or no longer) a member.

const REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
const DECIDE = `mutation($id: ID!) {
  updateApplicationStatus(applicationId: $id, status: accepted) { _id } }`;
const LEAVE = `mutation($postId: ID!) { leaveSquad(postId: $postId) }`;

interface ChatCount {
  chatId: string;
  count: number;
}
interface Count {
  count: number;
}

const unreadInChat = async (db: Database, chatId: string, userId: string) =>
  (await unreadInChatAndTotal(db, chatId, userId)).count;

describe('squad chat over sockets', () => {
  const suite = socketTestApp();

  it('keeps all 6 members’ counters exact after a burst of 60 messages from all of them with reads mixed in', async () => {
    const people: Member[] = [];
    for (let i = 0; i < 6; i += 1) people.push(await member(suite.app, `Squad${i}`));
    const [owner, ...team] = people as [Member, ...Member[]];
    const { chatId } = await buildSquad(
      suite.app.db,
      owner.user.id,
      team.map((m, i) => ({ userId: m.user.id, role: i % 2 === 0 ? 'Frontend' : 'Backend' })),
    );
    const sockets: TestSocket[] = [];
    for (const who of people) {
      const client = await suite.open(who);
      expect(await client.ack('joinChat', chatId)).toEqual({ ok: true });
      sockets.push(client);
    }

    // 10 messages from each of the 6 and 2 reads by each, all at once.
    const sent = await Promise.all([
      ...people.flatMap((who, p) =>
        Array.from({ length: 10 }, (_, i) => send(who, chatId, `m${p}-${i}`)),
      ),
      ...people.flatMap((who) => [who.gql(READ, { chatId }), who.gql(READ, { chatId })]),
    ]);
    const ids = sent.slice(0, 60).map((m) => (m as { _id: string })._id);

    // A barrier per member: their counter emits leave in the order queued, so once a friend
    // request's count arrives, every recount queued before it has arrived too.
    const asker = await member(suite.app, 'Asker');
    for (const who of people) await asker.gql(REQUEST, { id: who.user.id });
    for (const client of sockets) {
      await client.until<Count>('friendRequestUpdate', (u) => u.count === 1);
    }

    for (const [i, who] of people.entries()) {
      const client = sockets[i]!;
      const db = await unreadCountsFor(suite.app.db, who.user.id);
      expect(client.last<Count>('totalUnreadUpdate')).toEqual({ count: db.totalUnread });
      const last = client
        .all<ChatCount>('chatUnreadUpdate')
        .filter((u) => u.chatId === chatId)
        .at(-1);
      expect(last).toEqual({
        chatId,
        count: await unreadInChat(suite.app.db, chatId, who.user.id),
      });
      // Every one of the 60 reached every member's open chat, once.
      const received = client.all<MessagePayload>('receiveMessage').map((m) => m._id);
      expect(new Set(received)).toEqual(new Set(ids));
      expect(received).toHaveLength(60);
    }
  });

  it('pushes a join to every member, and takes a member who leaves out of the room', async () => {
    const [owner, ana, ben] = [
      await member(suite.app, 'Owner'),
      await member(suite.app, 'Ana'),
      await member(suite.app, 'Ben'),
    ];
    const { post, chatId } = await buildSquad(
      suite.app.db,
      owner.user.id,
      [{ userId: ana.user.id, role: 'Frontend' }],
      { desired_roles: ['Frontend', 'Backend'], role_seats: [1, 1] },
    );
    const [ownerSocket, anaSocket, benSocket] = [
      await suite.open(owner),
      await suite.open(ana),
      await suite.open(ben),
    ];
    // Ben is not in the squad: its chat room is closed to him.
    expect(await benSocket.ack('joinChat', chatId)).toEqual({ ok: false, code: 'FORBIDDEN' });
    await anaSocket.ack('joinChat', chatId);

    const application = await buildApplication(suite.app.db, {
      post_id: post.id,
      applicant_id: ben.user.id,
      role: 'Backend',
    });
    expect((await owner.gql(DECIDE, { id: application.id })).errors).toBeUndefined();
    const joined: SquadUpdatePayload = { postId: post.id, userId: ben.user.id, change: 'joined' };
    for (const client of [ownerSocket, anaSocket, benSocket]) {
      expect(await client.until<SquadUpdatePayload>('squadUpdate')).toEqual(joined);
    }
    const line = await anaSocket.until<MessagePayload>(
      'receiveMessage',
      (m) => m.kind === 'system',
    );
    expect(line.content).toBe(`${ben.user.first_name} ${ben.user.last_name} joined as Backend`);
    expect(await benSocket.ack('joinChat', chatId)).toEqual({ ok: true });

    // Ana leaves: everyone hears it, her socket leaves the room and cannot join it again.
    expect((await ana.gql(LEAVE, { postId: post.id })).errors).toBeUndefined();
    await anaSocket.until<SquadUpdatePayload>('squadUpdate', (u) => u.change === 'left');
    await ownerSocket.until<SquadUpdatePayload>('squadUpdate', (u) => u.change === 'left');
    await send(owner, chatId, 'after ana left');
    await benSocket.until<MessagePayload>('receiveMessage', (m) => m.content === 'after ana left');
    await anaSocket.ack('leaveChat', '01900000-0000-7000-8000-000000000000'); // round trip
    expect(
      anaSocket.all<MessagePayload>('receiveMessage').some((m) => m.content === 'after ana left'),
    ).toBe(false);
    expect(await anaSocket.ack('joinChat', chatId)).toEqual({ ok: false, code: 'FORBIDDEN' });
    // Her unread count for the squad chat is gone with her membership.
    expect((await unreadCountsFor(suite.app.db, ana.user.id)).totalUnread).toBe(0);
  });

  it('pushes every workspace change to the squad’s members, and to nobody else', async () => {
    const [owner, ana, ben] = [
      await member(suite.app, 'Owner'),
      await member(suite.app, 'Ana'),
      await member(suite.app, 'Ben'),
    ];
    const { post } = await buildSquad(suite.app.db, owner.user.id, [
      { userId: ana.user.id, role: null },
    ]);
    const [anaSocket, benSocket] = [await suite.open(ana), await suite.open(ben)];
    const pinned = await owner.gql(
      `mutation($postId: ID!) { setSquadPin(postId: $postId, text: "Demo at 5") { can_edit } }`,
      { postId: post.id },
    );
    expect(pinned.errors).toBeUndefined();
    expect(await anaSocket.until<SquadUpdatePayload>('squadUpdate')).toEqual({
      postId: post.id,
      userId: null,
      change: 'workspace',
    });
    // A round trip on Ben's socket: anything pushed to him before it has arrived by now.
    await benSocket.ack('leaveChat', '01900000-0000-7000-8000-000000000000');
    expect(benSocket.all<SquadUpdatePayload>('squadUpdate')).toEqual([]);
  });

  it('does not push a squad message to a member who blocked its sender', async () => {
    const [owner, ana, ben] = [
      await member(suite.app, 'Owner'),
      await member(suite.app, 'Ana'),
      await member(suite.app, 'Ben'),
    ];
    const { chatId } = await buildSquad(suite.app.db, owner.user.id, [
      { userId: ana.user.id, role: 'Frontend' },
      { userId: ben.user.id, role: 'Backend' },
    ]);
    const BLOCK = `mutation($id: ID!) { blockUser(addresseeUserId: $id) { _id } }`;
    expect((await ana.gql(BLOCK, { id: ben.user.id })).errors).toBeUndefined();
    const [anaSocket, ownerSocket] = [await suite.open(ana), await suite.open(owner)];
    await anaSocket.ack('joinChat', chatId);
    await ownerSocket.ack('joinChat', chatId);
    await send(ben, chatId, 'from ben');
    await send(owner, chatId, 'from owner');
    await ownerSocket.until<MessagePayload>('receiveMessage', (m) => m.content === 'from owner');
    await anaSocket.until<MessagePayload>('receiveMessage', (m) => m.content === 'from owner');
    expect(anaSocket.all<MessagePayload>('receiveMessage').map((m) => m.content)).toEqual([
      'from owner',
    ]);
    expect(ownerSocket.all<MessagePayload>('receiveMessage').map((m) => m.content)).toEqual([
      'from ben',
      'from owner',
    ]);
  });
});
