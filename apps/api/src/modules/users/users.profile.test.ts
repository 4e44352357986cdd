// loadUserById's connection fields and e-mail privacy, and updateUser.
import { PROFILE_LIMITS } from '@squadup/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { expectHiddenFromEachOther } from '../../../test/blocks.js';
import { buildMember, gqlAs, type Member } from '../../../test/members.js';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { findUserById } from './users.repo.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const USER = `_id first_name last_name email photo title bio location_id is_connection chat_id
  connections_count links { name url }`;
const LOAD = `query($userId: ID) { loadUserById(userId: $userId) { ${USER} } }`;
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { ${USER} } }`;
const SEND = `mutation($to: ID!) { sendFriendReq(addresseeUserId: $to) { _id status } }`;
const ACCEPT = `mutation($id: ID!) { acceptFriendReq(connectionId: $id) { _id status chat_id } }`;
const BLOCK = `mutation($to: ID!) { blockUser(addresseeUserId: $to) { _id } }`;
const UPLOAD = `query { getPresignedUrl(fileType: "image/jpeg", folder: "profile-picture") { file_url } }`;

interface UserView {
  _id: string;
  email: string;
  is_connection: string;
  chat_id: string | null;
  connections_count: number;
  [key: string]: unknown;
}
const load = async (viewer: Member, userId?: string) => {
  const res = await viewer.gql<{ loadUserById: UserView }>(LOAD, { userId });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.loadUserById;
};

describe('loadUserById: connections and e-mail privacy', () => {
  it('hides the e-mail from strangers and pending requests; shows it to self, and to accepted connections once the member chose so', async () => {
    const ada = await buildMember(app, { first_name: 'Ada' });
    const bob = await buildMember(app, { first_name: 'Bob' });
    const eve = await buildMember(app, { first_name: 'Eve' });

    expect(await load(ada)).toMatchObject({ email: ada.user.email, is_connection: 'none' });
    expect(await load(bob, ada.user.id)).toMatchObject({
      email: '',
      is_connection: 'none',
      chat_id: null,
      connections_count: 0,
    });

    const sent = await bob.gql<{ sendFriendReq: { _id: string } }>(SEND, { to: ada.user.id });
    expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
    expect(await load(bob, ada.user.id)).toMatchObject({ email: '', is_connection: 'pending' });
    expect(await load(ada, bob.user.id)).toMatchObject({ email: '', is_connection: 'pending' });

    const accepted = await ada.gql<{ acceptFriendReq: { chat_id: string } }>(ACCEPT, {
      id: sent.data.sendFriendReq._id,
    });
    expect(accepted.errors, JSON.stringify(accepted.errors)).toBeUndefined();
    const chatId = accepted.data.acceptFriendReq.chat_id;
    expect(chatId).toEqual(expect.any(String));

    // Connected, but neither chose to show the address to connections (the default).
    expect(await load(bob, ada.user.id)).toMatchObject({
      email: '',
      is_connection: 'accepted',
      chat_id: chatId,
      connections_count: 1,
    });
    expect(await load(ada, bob.user.id)).toMatchObject({ email: '', is_connection: 'accepted' });

    const chose = await ada.gql<{ updateUser: { email_to_connections: boolean } }>(
      `mutation { updateUser(input: { email_to_connections: true }) { email_to_connections } }`,
    );
    expect(chose.data.updateUser).toEqual({ email_to_connections: true });
    expect(await load(bob, ada.user.id)).toMatchObject({ email: ada.user.email });
    // Bob's choice is his own: Ada still does not see his address; nobody sees Ada's choice.
    expect(await load(ada, bob.user.id)).toMatchObject({
      email: '',
      is_connection: 'accepted',
      chat_id: chatId,
    });
    const seenChoice = await bob.gql<{ loadUserById: { email_to_connections: boolean } }>(
      `query($id: ID) { loadUserById(userId: $id) { email_to_connections } }`,
      { id: ada.user.id },
    );
    expect(seenChoice.data.loadUserById.email_to_connections).toBe(false);
    expect(await load(ada)).toMatchObject({ connections_count: 1, is_connection: 'none' });
    // A third member still sees neither address.
    expect((await load(eve, ada.user.id)).email).toBe('');
    expect((await load(eve, bob.user.id)).email).toBe('');
  });
});

describe('loadUserById across a block', () => {
  it('hides each member from the other with the unknown-member answer; others and oneself unaffected', async () => {
    const ada = await buildMember(app, { first_name: 'Ada' });
    const bob = await buildMember(app, { first_name: 'Bob' });
    const cy = await buildMember(app, { first_name: 'Cy' });
    expect((await load(bob, ada.user.id))._id).toBe(ada.user.id);

    const blocked = await ada.gql(BLOCK, { to: bob.user.id });
    expect(blocked.errors, JSON.stringify(blocked.errors)).toBeUndefined();

    await expectHiddenFromEachOther(ada, bob, LOAD);
    // A third member still sees both; each still sees their own profile.
    expect((await load(cy, ada.user.id))._id).toBe(ada.user.id);
    expect((await load(cy, bob.user.id))._id).toBe(bob.user.id);
    for (const member of [ada, bob]) {
      expect((await load(member))._id).toBe(member.user.id);
      expect((await load(member, member.user.id))._id).toBe(member.user.id);
    }
  });
});

describe('presence and what a member is looking for', () => {
  const PRESENCE = `query($userId: ID) { loadUserById(userId: $userId) {
    is_online last_seen show_online looking_for } }`;
  const presence = async (viewer: Member, userId?: string) => {
    const res = await viewer.gql<{ loadUserById: Record<string, unknown> }>(PRESENCE, { userId });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data.loadUserById;
  };

  it('stores what the member is looking for, replacing the list', async () => {
    const ada = await buildMember(app);
    const set = async (looking_for: string[]) =>
      ada.gql(`mutation($input: UpdateUserInput!) { updateUser(input: $input) { looking_for } }`, {
        input: { looking_for },
      });
    expect((await set(['Hackathon', 'Open Source'])).errors).toBeUndefined();
    expect((await set(['Startup'])).errors).toBeUndefined();
    expect(await presence(ada)).toMatchObject({ looking_for: ['Startup'] });
    expect((await findUserById(app.db, ada.user.id))!.looking_for).toEqual(['Startup']);
  });

  it('hides an opted-out member’s presence from others but not from themself', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    const seen = new Date('2026-11-20T10:00:00Z');
    await app.db
      .update(users)
      .set({ is_online: true, last_seen: seen })
      .where(eq(users.id, ada.user.id));
    expect(await presence(bob, ada.user.id)).toMatchObject({
      is_online: true,
      last_seen: seen.toISOString(),
      show_online: true,
    });

    const off = await ada.gql(UPDATE, { input: { show_online: false } });
    expect(off.errors, JSON.stringify(off.errors)).toBeUndefined();
    expect(await presence(bob, ada.user.id)).toMatchObject({ is_online: false, last_seen: null });
    expect(await presence(ada)).toMatchObject({ is_online: true, show_online: false });
  });
});

describe('updateUser', () => {
  it('changes only the fields given; links replace the list; photo null removes it', async () => {
    const ada = await buildMember(app, {
      first_name: 'Ada',
      title: 'Mathematician',
      bio: 'Notes on the engine.',
      links: [{ name: 'Old', url: 'https://old.example' }],
    });
    const upload = await ada.gql<{ getPresignedUrl: { file_url: string } }>(UPLOAD);
    expect(upload.errors, JSON.stringify(upload.errors)).toBeUndefined();
    const photo = upload.data.getPresignedUrl.file_url;

    const res = await ada.gql<{ updateUser: UserView }>(UPDATE, {
      input: {
        title: '  Analyst  ',
        links: [
          { name: 'GitHub', url: 'https://github.com/ada' },
          { name: 'Site', url: 'https://ada.example' },
        ],
        photo,
        last_name: null,
      },
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.updateUser).toMatchObject({
      first_name: 'Ada',
      last_name: '',
      title: 'Analyst',
      bio: 'Notes on the engine.',
      photo,
      email: ada.user.email,
      links: [
        { name: 'GitHub', url: 'https://github.com/ada' },
        { name: 'Site', url: 'https://ada.example' },
      ],
    });
    const removed = await ada.gql<{ updateUser: UserView }>(UPDATE, {
      input: { photo: null, bio: '' },
    });
    expect(removed.data.updateUser).toMatchObject({ photo: null, bio: null, title: 'Analyst' });
    const row = await findUserById(app.db, ada.user.id);
    expect(row).toMatchObject({ photo: null, bio: null, title: 'Analyst', last_name: '' });
    expect(row!.links).toHaveLength(2);
  });

  it('refuses a photo that is not the member’s own upload', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    const bobsUpload = await bob.gql<{ getPresignedUrl: { file_url: string } }>(UPLOAD);
    for (const photo of [bobsUpload.data.getPresignedUrl.file_url, 'https://evil.example/a.jpg']) {
      const res = await ada.gql(UPDATE, { input: { photo } });
      expect(res.code).toBe('BAD_USER_INPUT');
      expect(res.message).toBe('Photo must be an image you uploaded.');
    }
    expect((await findUserById(app.db, ada.user.id))!.photo).toBeNull();
  });

  it('keeps an unchanged photo that is not an upload (a social sign-in picture)', async () => {
    const photo = 'https://avatars.githubusercontent.com/u/1';
    const ada = await buildMember(app, { photo });
    const res = await ada.gql<{ updateUser: UserView }>(UPDATE, { input: { photo, title: 'X' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateUser).toMatchObject({ photo, title: 'X' });
  });

  it.each([
    ['a title of 51 characters', { title: 'x'.repeat(PROFILE_LIMITS.titleMax + 1) }],
    ['a bio of 201 characters', { bio: 'x'.repeat(PROFILE_LIMITS.bioMax + 1) }],
    [
      '5 links',
      {
        links: Array.from({ length: PROFILE_LIMITS.linksMax + 1 }, (_, i) => ({
          name: `L${i}`,
          url: `https://l${i}.example`,
        })),
      },
    ],
    ['an empty first name', { first_name: '  ' }],
    ['a javascript: link', { links: [{ name: 'x', url: 'javascript:alert(1)' }] }],
    ['an unknown project type', { looking_for: ['Hackathon', 'Party'] }],
    ['a project type twice', { looking_for: ['Startup', 'Startup'] }],
    ['show_online that is not a boolean', { show_online: 'no' }],
  ])('refuses %s (BAD_USER_INPUT, nothing changed)', async (_label, input) => {
    const ada = await buildMember(app, { first_name: 'Ada', title: 'Before', bio: 'Before' });
    const res = await ada.gql(UPDATE, { input });
    expect(res.code).toBe('BAD_USER_INPUT');
    expect(res.message).toBeTruthy();
    expect(await findUserById(app.db, ada.user.id)).toMatchObject({
      first_name: 'Ada',
      title: 'Before',
      bio: 'Before',
      links: [],
    });
  });

  it('gives the limit messages from the shared limits', async () => {
    const ada = await buildMember(app);
    const title = await ada.gql(UPDATE, { input: { title: 'x'.repeat(51) } });
    expect(title.message).toBe(
      `title: Title must be at most ${PROFILE_LIMITS.titleMax} characters.`,
    );
    const links = Array.from({ length: 5 }, (_, i) => ({ name: `L${i}`, url: `https://l${i}.io` }));
    const many = await ada.gql(UPDATE, { input: { links } });
    expect(many.message).toBe(`links: At most ${PROFILE_LIMITS.linksMax} links allowed.`);
  });

  it('requires sign-in', async () => {
    const res = await gqlAs(app, undefined, UPDATE, { input: { title: 'Anon' } });
    expect(res.code).toBe('UNAUTHENTICATED');
  });
});
