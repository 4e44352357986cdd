import { QUOTAS, TEXT_LIMITS } from '@squadup/shared';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildConnection } from '../../../test/factories.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { selectRows } from '../../db/raw.js';
import { DEMO_EMAIL } from '../../db/seed/demo-data.js';
import { connections, users } from '../../db/schema/index.js';
import { seedDemoData } from '../../db/seed/seed.js';
import { CONNECTION_LIST_CAP } from './connections.policy.js';

const CONNECTION = `_id requester_user_id addressee_user_id status message chat_id created_at
  updated_at responded_at other_user_id first_name last_name photo title`;
const SEND = `mutation Send($addresseeUserId: ID!, $message: String) {
  sendFriendReq(addresseeUserId: $addresseeUserId, message: $message) { ${CONNECTION} } }`;
const ACCEPT = `mutation Accept($connectionId: ID!) {
  acceptFriendReq(connectionId: $connectionId) { ${CONNECTION} } }`;
const DECLINE = `mutation Decline($connectionId: ID!) {
  declineFriendReq(connectionId: $connectionId) { ${CONNECTION} } }`;
const REMOVE = `mutation Remove($connectionId: ID!) { removeConnection(connectionId: $connectionId) }`;
const BLOCK = `mutation Block($addresseeUserId: ID!) {
  blockUser(addresseeUserId: $addresseeUserId) { ${CONNECTION} } }`;
const LIST = `query List($userId: ID!) { loadConnectionsList(userId: $userId) { ${CONNECTION} } }`;
const PENDING = `query { loadPendingFriendRequests { ${CONNECTION} } }`;
const SENT = `query { loadSentFriendRequests { ${CONNECTION} } }`;
const STATUS = `query Status($addresseeUserId: ID!) { checkConnectionStatus(addresseeUserId: $addresseeUserId) {
  status connection_id chat_id is_requester } }`;

interface Conn {
  _id: string;
  status: string;
  message: string | null;
  chat_id: string | null;
  requester_user_id: string;
  addressee_user_id: string;
  other_user_id: string;
  first_name: string | null;
  responded_at: string | null;
}

let app: TestApp;
let n = 0;
const member = (first_name = `M${(n += 1)}`) =>
  buildMember(app, { first_name, last_name: 'Tester', title: `${first_name} title` });

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function send(from: Member, to: Member, message?: string) {
  const res = await from.gql<{ sendFriendReq: Conn }>(SEND, {
    addresseeUserId: to.user.id,
    message,
  });
  expect(res.errors).toBeUndefined();
  return res.data.sendFriendReq;
}

async function connect(a: Member, b: Member) {
  const request = await send(a, b);
  const res = await b.gql<{ acceptFriendReq: Conn }>(ACCEPT, { connectionId: request._id });
  expect(res.errors).toBeUndefined();
  return res.data.acceptFriendReq;
}

const pairRows = (a: Member, b: Member) =>
  selectRows<{ id: string; status: string; requester_user_id: string; chat_id: string | null }>(
    app.db,
    sql`select id, status, requester_user_id, chat_id from connections
      where least(requester_user_id, addressee_user_id) = least(${a.user.id}::uuid, ${b.user.id}::uuid)
        and greatest(requester_user_id, addressee_user_id) = greatest(${a.user.id}::uuid, ${b.user.id}::uuid)`,
  );
const chatRow = async (id: string) =>
  (
    await selectRows<{ user_low_id: string; user_high_id: string; is_active: boolean }>(
      app.db,
      sql`select user_low_id, user_high_id, is_active from chats where id = ${id}`,
    )
  )[0];

describe('sendFriendReq', () => {
  it('creates a pending request with the trimmed message; the other member is the addressee', async () => {
    const [ann, bob] = [await member('Ann'), await member('Bob')];
    const request = await send(ann, bob, '  Hello Bob  ');
    expect(request).toMatchObject({
      requester_user_id: ann.user.id,
      addressee_user_id: bob.user.id,
      status: 'pending',
      message: 'Hello Bob',
      chat_id: null,
      responded_at: null,
      other_user_id: bob.user.id,
      first_name: 'Bob',
    });
    expect(await pairRows(ann, bob)).toEqual([
      expect.objectContaining({ status: 'pending', requester_user_id: ann.user.id }),
    ]);
    const blank = await send(await member(), bob, '   ');
    expect(blank.message).toBeNull();
  });

  it('refuses a message one character over the limit, and accepts one at the limit', async () => {
    const [ann, bob] = [await member(), await member()];
    const over = await ann.gql(SEND, {
      addresseeUserId: bob.user.id,
      message: 'x'.repeat(TEXT_LIMITS.connectionMessageMax + 1),
    });
    expect(over.code).toBe('BAD_USER_INPUT');
    expect(over.message).toContain(`at most ${TEXT_LIMITS.connectionMessageMax}`);
    expect(await pairRows(ann, bob)).toEqual([]);
    const atLimit = await send(ann, bob, 'x'.repeat(TEXT_LIMITS.connectionMessageMax));
    expect(atLimit.message).toHaveLength(TEXT_LIMITS.connectionMessageMax);
  });

  it('refuses oneself, an unknown and a malformed member', async () => {
    const ann = await member();
    expect((await ann.gql(SEND, { addresseeUserId: ann.user.id })).code).toBe('BAD_USER_INPUT');
    const unknown = '01900000-0000-7000-8000-000000000001';
    expect((await ann.gql(SEND, { addresseeUserId: unknown })).code).toBe('NOT_FOUND');
    expect((await ann.gql(SEND, { addresseeUserId: 'nope' })).code).toBe('NOT_FOUND');
  });

  it('refuses a second request in either direction while pending or accepted (CONFLICT)', async () => {
    const [ann, bob] = [await member(), await member()];
    const request = await send(ann, bob);
    const again = await ann.gql(SEND, { addresseeUserId: bob.user.id });
    expect(again).toMatchObject({
      code: 'CONFLICT',
      message: 'A connection request is already pending.',
    });
    expect((await bob.gql(SEND, { addresseeUserId: ann.user.id })).code).toBe('CONFLICT');
    await bob.gql(ACCEPT, { connectionId: request._id });
    for (const [from, to] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      const res = await from.gql(SEND, { addresseeUserId: to.user.id });
      expect(res).toMatchObject({ code: 'CONFLICT', message: 'You are already connected.' });
    }
    expect(await pairRows(ann, bob)).toHaveLength(1);
  });

  it('reuses a declined row: pending again, sent by the new requester, with the new message', async () => {
    const [ann, bob] = [await member(), await member()];
    const first = await send(ann, bob, 'first');
    await bob.gql(DECLINE, { connectionId: first._id });
    const again = await send(bob, ann, 'second');
    expect(again).toMatchObject({
      _id: first._id,
      status: 'pending',
      requester_user_id: bob.user.id,
      addressee_user_id: ann.user.id,
      message: 'second',
      responded_at: null,
    });
    expect(await pairRows(ann, bob)).toHaveLength(1);
  });
});

describe('after a decline (finding 9)', () => {
  it(`the declined member cannot ask again for ${QUOTAS.declinedRequestCooldownDays} days, then can`, async () => {
    const [ann, bob] = [await member(), await member()];
    const first = await send(ann, bob, 'first');
    await bob.gql(DECLINE, { connectionId: first._id });
    const [{ responded_at }] = await selectRows<{ responded_at: Date | string }>(
      app.db,
      sql`select responded_at from connections where id = ${first._id}`,
    ).then((rows) => rows as [{ responded_at: Date | string }]);
    const until = new Date(
      new Date(responded_at).getTime() + QUOTAS.declinedRequestCooldownDays * 86_400_000,
    ).toISOString();

    const again = await ann.gql(SEND, { addresseeUserId: bob.user.id, message: 'please' });
    expect(again.code).toBe('CONFLICT');
    expect(again.message).toBe(
      `This member declined your request. You can send a new one on ${until.slice(0, 10)} at ${until.slice(11, 16)} UTC.`,
    );
    expect((await pairRows(ann, bob))[0]).toMatchObject({ status: 'declined' });

    // Once the cool-down is over, the request goes through (the same row, pending again).
    await app.db.execute(
      sql`update connections set responded_at = now() - make_interval(days => ${QUOTAS.declinedRequestCooldownDays}, mins => 1)
        where id = ${first._id}`,
    );
    expect(await send(ann, bob, 'later')).toMatchObject({ _id: first._id, status: 'pending' });
  });

  it('lets the member who declined send a request during the cool-down', async () => {
    const [ann, bob] = [await member(), await member()];
    const first = await send(ann, bob);
    await bob.gql(DECLINE, { connectionId: first._id });
    expect(await send(bob, ann)).toMatchObject({
      status: 'pending',
      requester_user_id: bob.user.id,
    });
  });
});

describe('acceptFriendReq and declineFriendReq', () => {
  it('accepting opens the pair’s chat in the same step and sets chat_id and responded_at', async () => {
    const [ann, bob] = [await member(), await member()];
    const accepted = await connect(ann, bob);
    expect(accepted).toMatchObject({ status: 'accepted', other_user_id: ann.user.id });
    expect(accepted.chat_id).toEqual(expect.any(String));
    expect(accepted.responded_at).toEqual(expect.any(String));
    const [row] = await pairRows(ann, bob);
    expect(row).toMatchObject({ status: 'accepted', chat_id: accepted.chat_id });
    const chat = await chatRow(accepted.chat_id!);
    const ids = [ann.user.id, bob.user.id].sort();
    expect(chat).toEqual({ user_low_id: ids[0], user_high_id: ids[1], is_active: true });
  });

  it('declining sets declined without a chat', async () => {
    const [ann, bob] = [await member(), await member()];
    const request = await send(ann, bob);
    const res = await bob.gql<{ declineFriendReq: Conn }>(DECLINE, { connectionId: request._id });
    expect(res.data.declineFriendReq).toMatchObject({ status: 'declined', chat_id: null });
    expect(res.data.declineFriendReq.responded_at).toEqual(expect.any(String));
    expect((await pairRows(ann, bob))[0]).toMatchObject({ status: 'declined', chat_id: null });
  });

  it('refuses the requester and a third member (FORBIDDEN) and changes nothing', async () => {
    const [ann, bob, eve] = [await member(), await member(), await member()];
    const request = await buildConnection(app.db, {
      requester_user_id: ann.user.id,
      addressee_user_id: bob.user.id,
      status: 'pending',
    });
    for (const op of [ACCEPT, DECLINE]) {
      expect((await ann.gql(op, { connectionId: request.id })).code).toBe('FORBIDDEN');
      expect((await eve.gql(op, { connectionId: request.id })).code).toBe('FORBIDDEN');
    }
    expect((await pairRows(ann, bob))[0]).toMatchObject({ status: 'pending', chat_id: null });
  });

  it('refuses an answer to a request that is no longer pending (CONFLICT) and unknown ids', async () => {
    const [ann, bob] = [await member(), await member()];
    const accepted = await buildConnection(app.db, {
      requester_user_id: ann.user.id,
      addressee_user_id: bob.user.id,
    });
    expect((await bob.gql(DECLINE, { connectionId: accepted.id })).code).toBe('CONFLICT');
    expect((await bob.gql(ACCEPT, { connectionId: accepted.id })).code).toBe('CONFLICT');
    expect((await bob.gql(ACCEPT, { connectionId: 'bad' })).code).toBe('NOT_FOUND');
  });
});

describe('removeConnection', () => {
  it('lets either party remove: the row goes, the chat is deactivated; connecting again reactivates it', async () => {
    const [ann, bob] = [await member(), await member()];
    const accepted = await connect(ann, bob);
    const res = await ann.gql<{ removeConnection: string }>(REMOVE, { connectionId: accepted._id });
    expect(res.data.removeConnection).toBe(accepted._id);
    expect(await pairRows(ann, bob)).toEqual([]);
    expect((await chatRow(accepted.chat_id!))?.is_active).toBe(false);
    const again = await connect(bob, ann);
    expect(again.chat_id).toBe(accepted.chat_id);
    expect((await chatRow(accepted.chat_id!))?.is_active).toBe(true);
  });

  it('refuses a member who is not a party (FORBIDDEN) and a pending request (CONFLICT)', async () => {
    const [ann, bob, eve] = [await member(), await member(), await member()];
    const accepted = await buildConnection(app.db, {
      requester_user_id: ann.user.id,
      addressee_user_id: bob.user.id,
    });
    expect((await eve.gql(REMOVE, { connectionId: accepted.id })).code).toBe('FORBIDDEN');
    expect(await pairRows(ann, bob)).toHaveLength(1);
    const pending = await send(eve, ann);
    expect((await eve.gql(REMOVE, { connectionId: pending._id })).code).toBe('CONFLICT');
  });
});

describe('blockUser', () => {
  it('blocks idempotently: user_blocks row, pair row blocked by the blocker, chat deactivated', async () => {
    const [ann, bob] = [await member(), await member()];
    const accepted = await buildConnection(app.db, {
      requester_user_id: ann.user.id,
      addressee_user_id: bob.user.id,
    });
    const res = await bob.gql<{ blockUser: Conn }>(BLOCK, { addresseeUserId: ann.user.id });
    expect(res.data.blockUser).toMatchObject({
      _id: accepted.id,
      status: 'blocked',
      requester_user_id: bob.user.id,
      other_user_id: ann.user.id,
    });
    expect((await bob.gql(BLOCK, { addresseeUserId: ann.user.id })).errors).toBeUndefined();
    const blocks = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from user_blocks where blocker_id = ${bob.user.id} and blocked_id = ${ann.user.id}`,
    );
    expect(blocks[0]?.n).toBe(1);
    expect(await pairRows(ann, bob)).toEqual([
      expect.objectContaining({ status: 'blocked', requester_user_id: bob.user.id }),
    ]);
    expect((await chatRow(accepted.chat_id!))?.is_active).toBe(false);
    expect(
      (await ann.gql<{ loadConnectionsList: Conn[] }>(LIST, { userId: ann.user.id })).data,
    ).toEqual({ loadConnectionsList: [] });
  });

  it('creates the row when the pair had none; neither can request the other (as an unknown member)', async () => {
    const [ann, bob] = [await member(), await member()];
    expect((await ann.gql(BLOCK, { addresseeUserId: bob.user.id })).errors).toBeUndefined();
    for (const [from, to] of [
      [bob, ann],
      [ann, bob],
    ] as const) {
      const res = await from.gql(SEND, { addresseeUserId: to.user.id });
      expect(res).toMatchObject({ code: 'NOT_FOUND', message: 'Member not found.' });
    }
    expect(await pairRows(ann, bob)).toEqual([
      expect.objectContaining({ status: 'blocked', requester_user_id: ann.user.id }),
    ]);
  });

  it('refuses blocking oneself or an unknown member', async () => {
    const ann = await member();
    expect((await ann.gql(BLOCK, { addresseeUserId: ann.user.id })).code).toBe('BAD_USER_INPUT');
    expect((await ann.gql(BLOCK, { addresseeUserId: 'x' })).code).toBe('NOT_FOUND');
  });
});

describe('lists and status', () => {
  it('lists accepted connections, received and sent requests newest first, with the other member', async () => {
    const [me, a, b, c, d] = [
      await member('Me'),
      await member('Ada'),
      await member('Ben'),
      await member('Cy'),
      await member('Di'),
    ];
    await buildConnection(app.db, { requester_user_id: me.user.id, addressee_user_id: a.user.id });
    const fromB = await send(b, me);
    const fromC = await send(c, me);
    const toD = await send(me, d);
    const list = await me.gql<{ loadConnectionsList: Conn[] }>(LIST, { userId: me.user.id });
    expect(list.data.loadConnectionsList.map((x) => [x.other_user_id, x.first_name])).toEqual([
      [a.user.id, 'Ada'],
    ]);
    const pending = await me.gql<{ loadPendingFriendRequests: Conn[] }>(PENDING);
    expect(pending.data.loadPendingFriendRequests.map((x) => [x._id, x.first_name])).toEqual([
      [fromC._id, 'Cy'],
      [fromB._id, 'Ben'],
    ]);
    const sent = await me.gql<{ loadSentFriendRequests: Conn[] }>(SENT);
    expect(sent.data.loadSentFriendRequests.map((x) => [x._id, x.first_name])).toEqual([
      [toD._id, 'Di'],
    ]);
    // The addressee's view of the same request: Me is the other member.
    const dPending = await d.gql<{ loadPendingFriendRequests: Conn[] }>(PENDING);
    expect(dPending.data.loadPendingFriendRequests[0]?.first_name).toBe('Me');
  });

  it(`answers at most ${CONNECTION_LIST_CAP} rows per list: the newest, in each list’s order`, async () => {
    const me = await member('Capped');
    const base = Date.UTC(2024, 0, 1);
    const minutes = (m: number) => new Date(base + m * 60_000);
    const others = Array.from({ length: 3 * (CONNECTION_LIST_CAP + 1) }, (_, i) => ({
      id: uuidv7(),
      first_name: `Cap${i}`,
      last_name: 'Tester',
      email: `cap-${i}-${me.user.id}@example.test`,
    }));
    await app.db.insert(users).values(others);
    const lists = {
      accepted: others.slice(0, 501),
      received: others.slice(501, 1002),
      sent: others.slice(1002),
    };
    // Accepted on both sides of the pair, made (responded_at) in the reverse of the order the
    // requests were sent (created_at), one with no responded_at (its created_at counts).
    const rows = [
      ...lists.accepted.map((o, i) => ({
        requester_user_id: i % 2 ? o.id : me.user.id,
        addressee_user_id: i % 2 ? me.user.id : o.id,
        status: 'accepted',
        created_at: minutes(i),
        responded_at: i === 7 ? null : minutes(5000 - i),
      })),
      ...lists.received.map((o, i) => ({
        requester_user_id: o.id,
        addressee_user_id: me.user.id,
        status: 'pending',
        created_at: minutes(10_000 + ((i * 7) % 501)),
        responded_at: null,
      })),
      ...lists.sent.map((o, i) => ({
        requester_user_id: me.user.id,
        addressee_user_id: o.id,
        status: 'pending',
        created_at: minutes(20_000 + ((i * 11) % 501)),
        responded_at: null,
      })),
    ];
    await app.db.insert(connections).values(rows);
    const [held] = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from connections
        where requester_user_id = ${me.user.id} or addressee_user_id = ${me.user.id}`,
    );
    expect(held!.n).toBe(3 * (CONNECTION_LIST_CAP + 1));

    /** The other members of `kind`'s rows, newest first by `at`, cut at the cap. */
    const newest = (kind: keyof typeof lists, at: (row: (typeof rows)[number]) => Date) =>
      rows
        .filter((r) =>
          lists[kind].some((o) => o.id === r.requester_user_id || o.id === r.addressee_user_id),
        )
        .sort((x, y) => at(y).getTime() - at(x).getTime())
        .slice(0, CONNECTION_LIST_CAP)
        .map((r) =>
          r.requester_user_id === me.user.id ? r.addressee_user_id : r.requester_user_id,
        );

    const accepted = (await me.gql<{ loadConnectionsList: Conn[] }>(LIST, { userId: me.user.id }))
      .data.loadConnectionsList;
    const pending = (await me.gql<{ loadPendingFriendRequests: Conn[] }>(PENDING)).data
      .loadPendingFriendRequests;
    const sent = (await me.gql<{ loadSentFriendRequests: Conn[] }>(SENT)).data
      .loadSentFriendRequests;
    expect(accepted.map((c) => c.other_user_id)).toEqual(
      newest('accepted', (r) => r.responded_at ?? r.created_at),
    );
    expect(pending.map((c) => c.other_user_id)).toEqual(newest('received', (r) => r.created_at));
    expect(sent.map((c) => c.other_user_id)).toEqual(newest('sent', (r) => r.created_at));
    for (const list of [accepted, pending, sent]) expect(list).toHaveLength(CONNECTION_LIST_CAP);
    // The one left out of the accepted list is the oldest made, not the oldest sent.
    expect(accepted.map((c) => c.other_user_id)).not.toContain(lists.accepted[7]!.id);
    expect(accepted.map((c) => c.other_user_id)).toContain(lists.accepted[0]!.id);
  });

  it('refuses another member’s connections list (FORBIDDEN)', async () => {
    const [ann, bob] = [await member(), await member()];
    await buildConnection(app.db, {
      requester_user_id: ann.user.id,
      addressee_user_id: bob.user.id,
    });
    expect((await ann.gql(LIST, { userId: bob.user.id })).code).toBe('FORBIDDEN');
  });

  it('answers the viewer’s state with a member: none, pending (requester or not), accepted with chat', async () => {
    const [ann, bob] = [await member(), await member()];
    const status = async (viewer: Member, other: Member) =>
      (
        await viewer.gql<{ checkConnectionStatus: Record<string, unknown> }>(STATUS, {
          addresseeUserId: other.user.id,
        })
      ).data.checkConnectionStatus;
    expect(await status(ann, bob)).toEqual({
      status: 'none',
      connection_id: null,
      chat_id: null,
      is_requester: false,
    });
    const request = await send(ann, bob);
    expect(await status(ann, bob)).toMatchObject({ status: 'pending', is_requester: true });
    expect(await status(bob, ann)).toMatchObject({
      status: 'pending',
      connection_id: request._id,
      is_requester: false,
      chat_id: null,
    });
    const accepted = (
      await bob.gql<{ acceptFriendReq: Conn }>(ACCEPT, { connectionId: request._id })
    ).data.acceptFriendReq;
    expect(await status(ann, bob)).toMatchObject({ status: 'accepted', chat_id: accepted.chat_id });
    expect((await ann.gql(STATUS, { addresseeUserId: 'x' })).code).toBe('NOT_FOUND');
  });
});

describe('requires sign-in', () => {
  it.each([
    [SEND, { addresseeUserId: 'x' }],
    [ACCEPT, { connectionId: 'x' }],
    [DECLINE, { connectionId: 'x' }],
    [REMOVE, { connectionId: 'x' }],
    [BLOCK, { addresseeUserId: 'x' }],
    [LIST, { userId: 'x' }],
    [PENDING, {}],
    [SENT, {}],
    [STATUS, { addresseeUserId: 'x' }],
  ])('%s', async (query, variables) => {
    expect((await gqlAs(app, undefined, query, variables)).code).toBe('UNAUTHENTICATED');
  });
});

describe('demo seed', () => {
  it('gives the demo member a connection in every state, accepted ones with a chat, idempotently', async () => {
    const states = () =>
      selectRows<{ status: string; mine: boolean; chat_active: boolean | null }>(
        app.db,
        sql`select c.status, c.requester_user_id = u.id as mine, ch.is_active as chat_active
          from users u
          join connections c on u.id in (c.requester_user_id, c.addressee_user_id)
          left join chats ch on ch.id = c.chat_id
          where u.email = ${DEMO_EMAIL}
          order by c.status, mine`,
      );
    await seedDemoData(app.db);
    const first = await states();
    expect(first).toEqual([
      { status: 'accepted', mine: false, chat_active: true },
      { status: 'accepted', mine: true, chat_active: true },
      { status: 'declined', mine: false, chat_active: null },
      { status: 'pending', mine: false, chat_active: null },
      { status: 'pending', mine: false, chat_active: null },
      { status: 'pending', mine: true, chat_active: null },
    ]);
    await seedDemoData(app.db);
    expect(await states()).toEqual(first);
  });

  it('seeds one blocked pair between two other members, as blockUser writes it, idempotently', async () => {
    // The demo members' rows only (other tests in this file block members of their own).
    const blocked = () =>
      selectRows<{ blocker: string; blocked: string; requester: string; chat_id: string | null }>(
        app.db,
        sql`select bu.email as blocker, bd.email as blocked, r.email as requester, c.chat_id
          from user_blocks b
          join users bu on bu.id = b.blocker_id
          join users bd on bd.id = b.blocked_id
          join connections c on c.status = 'blocked'
            and least(c.requester_user_id, c.addressee_user_id) = least(b.blocker_id, b.blocked_id)
            and greatest(c.requester_user_id, c.addressee_user_id) = greatest(b.blocker_id, b.blocked_id)
          join users r on r.id = c.requester_user_id
          where bu.email like '%@squadup.dev' and bd.email like '%@squadup.dev'`,
      );
    await seedDemoData(app.db);
    const rows = await blocked();
    expect(rows).toEqual([
      {
        blocker: 'hana.sato@squadup.dev',
        blocked: 'mateo.garcia@squadup.dev',
        requester: 'hana.sato@squadup.dev',
        chat_id: null,
      },
    ]);
    expect(rows.some((r) => r.blocker === DEMO_EMAIL || r.blocked === DEMO_EMAIL)).toBe(false);
    // With the demo member's states above, the demo community holds every connection state.
    const [statuses] = await selectRows<{ states: string[] }>(
      app.db,
      sql`select array_agg(distinct c.status order by c.status) as states from connections c
        join users a on a.id = c.requester_user_id join users b on b.id = c.addressee_user_id
        where a.email like '%@squadup.dev' and b.email like '%@squadup.dev'`,
    );
    expect(statuses!.states).toEqual(['accepted', 'blocked', 'declined', 'pending']);
    await seedDemoData(app.db);
    expect(await blocked()).toEqual(rows);
  });
});
