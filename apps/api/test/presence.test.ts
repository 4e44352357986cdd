import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.js';
import { users } from '../src/db/schema/index.js';
import { connect, member } from './support/chat.js';
import { startTestApp, testConfig, type TestApp } from './app.js';
import { buildUser } from './factories.js';
import type { Member } from './members.js';
import { memberSocket, type TestSocket } from './sockets.js';
import { countStatements } from './statements.js';

// Presence (docs/decisions/0032): the sockets keep users.is_online; person cards, the
// chat list and profiles show it to others only while the member allows it (show_online).

const CARD = `query($id: ID!) { loadPersonById(id: $id) { _id is_online } }`;
const PEOPLE = `query { loadPeople(limit: 50) { _id is_online } }`;
const CHATS = `query { getChatListForUser { _id other_user_id is_online last_seen } }`;
const PROFILE = `query($userId: ID) { loadUserById(userId: $userId) { is_online show_online } }`;
const SHOW = `mutation($on: Boolean!) { updateUser(input: { show_online: $on }) { show_online } }`;

interface ChatRow {
  _id: string;
  other_user_id: string | null;
  is_online: boolean;
  last_seen: string | null;
}

let app: TestApp;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app.stop();
});

const open = async (who: Member) => {
  const socket = await memberSocket(app, who);
  sockets.push(socket);
  return socket;
};
const storedOnline = async (who: Member) =>
  (await app.db.select().from(users).where(eq(users.id, who.user.id)))[0]!.is_online;
/** The socket layer writes presence after the connection or the close: wait for the row. */
const untilStored = (who: Member, online: boolean) =>
  vi.waitFor(async () => expect(await storedOnline(who)).toBe(online), { timeout: 5_000 });

async function ok<T>(viewer: Member, query: string, variables: Record<string, unknown> = {}) {
  const res = await viewer.gql<T>(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}
const cardOf = async (viewer: Member, who: Member) =>
  (await ok<{ loadPersonById: { is_online: boolean } }>(viewer, CARD, { id: who.user.id }))
    .loadPersonById.is_online;
const chatWith = async (viewer: Member, who: Member) =>
  (await ok<{ getChatListForUser: ChatRow[] }>(viewer, CHATS)).getChatListForUser.find(
    (chat) => chat.other_user_id === who.user.id,
  )!;

describe('the sockets keep users.is_online', () => {
  it('is online from the first socket to the last one closing, with last_seen', async () => {
    const ana = await member(app, 'Ana');
    expect(await storedOnline(ana)).toBe(false);
    const first = await open(ana);
    await untilStored(ana, true);
    const second = await open(ana);
    first.close();
    // One socket is still open: a write queued now must leave her online.
    second.close();
    await untilStored(ana, false);
    const [row] = await app.db.select().from(users).where(eq(users.id, ana.user.id));
    expect(row!.last_seen).toBeInstanceOf(Date);
  });

  it('stays online while another socket of the member is open', async () => {
    const ben = await member(app, 'Ben');
    const first = await open(ben);
    const second = await open(ben);
    await untilStored(ben, true);
    first.close();
    // A third member's socket is a barrier: its write comes after the close above was handled.
    const cleo = await member(app, 'Cleo');
    await open(cleo);
    await untilStored(cleo, true);
    expect(await storedOnline(ben)).toBe(true);
    second.close();
    await untilStored(ben, false);
  });
});

describe('presence on cards, in the chat list and on profiles', () => {
  it('shows an online member as online to others, and offline once they hide it', async () => {
    const ada = await member(app, 'Ada');
    const bob = await member(app, 'Bob');
    const { chatId } = await connect(app, ada, bob);

    expect(await cardOf(ada, bob)).toBe(false);
    expect(await chatWith(ada, bob)).toMatchObject({ _id: chatId, is_online: false });

    await open(bob);
    await untilStored(bob, true);
    expect(await cardOf(ada, bob)).toBe(true);
    const people = (await ok<{ loadPeople: { _id: string; is_online: boolean }[] }>(ada, PEOPLE))
      .loadPeople;
    expect(people.find((p) => p._id === bob.user.id)?.is_online).toBe(true);
    const online = await chatWith(ada, bob);
    expect(online.is_online).toBe(true);
    expect(Date.parse(online.last_seen!)).not.toBeNaN();

    expect((await ok<{ updateUser: unknown }>(bob, SHOW, { on: false })).updateUser).toEqual({
      show_online: false,
    });
    expect(await storedOnline(bob)).toBe(true); // still connected: only hidden
    expect(await cardOf(ada, bob)).toBe(false);
    expect(await chatWith(ada, bob)).toMatchObject({ is_online: false, last_seen: null });
    expect(
      (await ok<{ loadUserById: unknown }>(ada, PROFILE, { userId: bob.user.id })).loadUserById,
    ).toMatchObject({ is_online: false });
    // Bob's own chat row shows Ada, who shares hers.
    expect((await chatWith(bob, ada)).is_online).toBe(false);
  });

  it('lets a member change only their own show_online', async () => {
    const ada = await member(app, 'Ada');
    const bob = await member(app, 'Bob');
    await open(bob);
    await untilStored(bob, true);
    // updateUser names no member: Ada's call changes Ada, and naming Bob is refused.
    await ok(ada, SHOW, { on: false });
    const naming = await ada.gql(
      `mutation($id: ID!) { updateUser(input: { _id: $id, show_online: false }) { show_online } }`,
      { id: bob.user.id },
    );
    expect(naming.errors?.length).toBeGreaterThan(0);
    expect((await ok<{ loadUserById: unknown }>(bob, PROFILE)).loadUserById).toMatchObject({
      show_online: true,
    });
    expect((await ok<{ loadUserById: unknown }>(ada, PROFILE)).loadUserById).toMatchObject({
      show_online: false,
    });
    expect(await cardOf(ada, bob)).toBe(true);
  });

  it('loads the presence of a whole chat list in one statement', async () => {
    const viewer = await member(app, 'Many');
    const count = async () => {
      await ok(viewer, '{ __typename }'); // the bearer check kept: only the chat list is counted
      const { statements } = await countStatements(app.db, () => ok(viewer, CHATS));
      return statements;
    };
    const partners = [];
    for (let i = 0; i < 2; i += 1) partners.push(await member(app));
    for (const partner of partners) await connect(app, viewer, partner);
    const few = await count();
    for (let i = 0; i < 6; i += 1) partners.push(await member(app));
    for (const partner of partners.slice(2)) await connect(app, viewer, partner);
    expect(await count()).toBe(few);
  });
});

describe('presenceUpdate over sockets', () => {
  type Update = { userId: string; online: boolean; last_seen: string | null };
  const about = (who: Member, online: boolean) => (u: Update) =>
    u.userId === who.user.id && u.online === online;

  it('tells connections when a member comes and goes, and no one else', async () => {
    const ada = await member(app, 'Ada');
    const bob = await member(app, 'Bob');
    const eve = await member(app, 'Eve'); // not connected to Bob
    await connect(app, ada, bob);
    const [adaSocket, eveSocket] = [await open(ada), await open(eve)];

    const bobSocket = await open(bob);
    const came = await adaSocket.until<Update>('presenceUpdate', about(bob, true));
    expect(Date.parse(came.last_seen!)).not.toBeNaN();
    bobSocket.close();
    await adaSocket.until<Update>('presenceUpdate', about(bob, false));
    expect(eveSocket.all('presenceUpdate')).toEqual([]);
  });

  it('says offline when a member hides their presence, and nothing while hidden', async () => {
    const ada = await member(app, 'Ada');
    const bob = await member(app, 'Bob');
    await connect(app, ada, bob);
    const adaSocket = await open(ada);
    const bobSocket = await open(bob);
    await adaSocket.until<Update>('presenceUpdate', about(bob, true));

    await ok(bob, SHOW, { on: false });
    expect(await adaSocket.until<Update>('presenceUpdate', about(bob, false))).toEqual({
      userId: bob.user.id,
      online: false,
      last_seen: null,
    });
    const told = adaSocket.all('presenceUpdate').length;
    bobSocket.close();
    await untilStored(bob, false);
    // Back on: Ada hears what she may see now (offline, last seen just now).
    await ok(bob, SHOW, { on: true });
    await adaSocket.until('presenceUpdate', () => adaSocket.all('presenceUpdate').length > told);
    const shown = adaSocket.last<Update>('presenceUpdate')!;
    expect(shown.userId).toBe(bob.user.id);
    expect(Date.parse(shown.last_seen!)).not.toBeNaN();
    expect(shown.online).toBe(false);
    // Nothing was said between hiding and showing again (the close while hidden).
    expect(adaSocket.all('presenceUpdate')).toHaveLength(told + 1);
  });
});

describe('after a restart', () => {
  it('sets offline the members an earlier process left online', async () => {
    const stale = await buildUser(app.db, { is_online: true });
    const config = testConfig();
    // A second process over the same database, started as main.ts does (no Redis: alone).
    const second = await createApp(config, {
      database: { ...app.database, close: async () => {} },
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, stale.id));
    expect(row!.is_online).toBe(false);
    await second.stop();
  });
});
