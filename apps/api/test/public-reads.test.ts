// What a signed-out visitor reads (docs/decisions/0051): open posts and profiles at their shared
// links, with no flag of their own, and nothing a member keeps to members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.js';
import {
  buildEducation,
  buildEvent,
  buildPost,
  buildSkill,
  buildSquad,
  buildUser,
} from './factories.js';
import { buildMember, gqlAs } from './members.js';
import { testServiceContext } from './service-context.js';
import { VISITOR } from '../src/lib/viewer.js';
import { eventShareMeta } from '../src/modules/events/index.js';
import { postShareMeta } from '../src/modules/posts/index.js';
import { profileShareMeta } from '../src/modules/users/index.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const POST = `query($postId: ID!) { loadPostById(postId: $postId) {
  _id title status is_saved is_applied is_connection chat_id in_squad hidden { reason }
  my_application { _id } squad_preview { user_id } spots_filled
} }`;
const USER = `query($userId: ID) { loadUserById(userId: $userId) {
  _id first_name email is_connection chat_id is_online last_seen is_operator members_only_profile
} }`;
const SECTIONS = [
  'getSkillsByUser',
  'getEducationByUser',
  'getExperienceByUser',
  'getProjectsByUser',
  'getAchievementsByUser',
];
const section = (name: string) => `query($userId: ID) { ${name}(userId: $userId) { _id } }`;
const MEMBERS_ONLY = `mutation($on: Boolean!) {
  updateUser(input: { members_only_profile: $on }) { members_only_profile }
}`;

/** One operation with no bearer token, as a browser that never signed in sends it. */
const asVisitor = <T>(query: string, variables: Record<string, unknown>) =>
  gqlAs<T>(app, undefined, query, variables);

interface PostView {
  loadPostById: Record<string, unknown> & { squad_preview: { user_id: string }[] };
}

describe('a signed-out visitor reading a shared post link', () => {
  it('reads an open post with no flags of their own and only the owner’s face', async () => {
    const owner = await buildMember(app, { first_name: 'Olga' });
    const member = await buildMember(app);
    const { post } = await buildSquad(app.db, owner.user.id, [
      { userId: member.user.id, role: 'Backend' },
    ]);

    const res = await asVisitor<PostView>(POST, { postId: post.id });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.loadPostById).toMatchObject({
      _id: post.id,
      title: post.title,
      status: 'open',
      is_saved: false,
      is_applied: null,
      is_connection: 'none',
      chat_id: null,
      in_squad: false,
      hidden: null,
      my_application: null,
      spots_filled: 1,
    });
    // A squad member's face is for members: their profile may be members-only.
    expect(res.data.loadPostById.squad_preview).toEqual([{ user_id: owner.user.id }]);
    const asMember = await member.gql<PostView>(POST, { postId: post.id });
    expect(asMember.data.loadPostById.squad_preview.map((m) => m.user_id)).toContain(
      member.user.id,
    );
  });

  it('gets NOT_FOUND for a closed, a hidden and a missing post, which members still read when they could', async () => {
    const member = await buildMember(app);
    const closed = await buildPost(app.db, { status: 'closed' });
    const hidden = await buildPost(app.db, { hidden_at: new Date(), hidden_reason: 'Spam' });
    for (const postId of [closed.id, hidden.id, '01900000-0000-7000-8000-000000000000', 'nope']) {
      const res = await asVisitor(POST, { postId });
      expect(res.code, postId).toBe('NOT_FOUND');
      expect(res.message).toBe('Post not found.');
    }
    expect((await member.gql(POST, { postId: closed.id })).errors).toBeUndefined();
    // Nothing was counted or written for the visitor's reads.
    expect(
      (await member.gql<PostView>(POST, { postId: closed.id })).data.loadPostById,
    ).toMatchObject({
      status: 'closed',
    });
  });
});

describe('a signed-out visitor reading a shared profile link', () => {
  it('reads the header without e-mail, presence or a connection, and every section', async () => {
    const ada = await buildMember(app, {
      first_name: 'Ada',
      is_online: true,
      last_seen: new Date(),
    });
    await buildSkill(app.db, { user_id: ada.user.id });
    await buildEducation(app.db, { user_id: ada.user.id });

    const res = await asVisitor<{ loadUserById: Record<string, unknown> }>(USER, {
      userId: ada.user.id,
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.loadUserById).toEqual({
      _id: ada.user.id,
      first_name: 'Ada',
      email: '',
      is_connection: 'none',
      chat_id: null,
      is_online: false,
      last_seen: null,
      is_operator: false,
      members_only_profile: false,
    });
    const counts: Record<string, number> = {};
    for (const name of SECTIONS) {
      const list = await asVisitor<Record<string, unknown[]>>(section(name), {
        userId: ada.user.id,
      });
      expect(list.errors, name).toBeUndefined();
      counts[name] = list.data[name]!.length;
    }
    expect(counts).toMatchObject({ getSkillsByUser: 1, getEducationByUser: 1 });
  });

  it('gets NOT_FOUND without a member id: a visitor has no profile of their own', async () => {
    for (const query of [USER, ...SECTIONS.map(section)]) {
      const res = await asVisitor(query, {});
      expect(res.code, query).toBe('NOT_FOUND');
      expect(res.message).toBe('Member not found.');
    }
  });

  it('gets the same NOT_FOUND as for no member once the member makes the profile members-only; members still read it', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    await buildSkill(app.db, { user_id: ada.user.id });

    const turnedOn = await ada.gql<{ updateUser: { members_only_profile: boolean } }>(
      MEMBERS_ONLY,
      {
        on: true,
      },
    );
    expect(turnedOn.data.updateUser.members_only_profile).toBe(true);
    for (const query of [USER, ...SECTIONS.map(section)]) {
      const res = await asVisitor(query, { userId: ada.user.id });
      expect(res.code, query).toBe('NOT_FOUND');
      expect(res.message).toBe('Member not found.');
      expect((await bob.gql(query, { userId: ada.user.id })).errors, query).toBeUndefined();
      expect((await ada.gql(query, { userId: ada.user.id })).errors, query).toBeUndefined();
    }

    await ada.gql(MEMBERS_ONLY, { on: false });
    expect((await asVisitor(USER, { userId: ada.user.id })).errors).toBeUndefined();
  });

  it('gets NOT_FOUND for a suspended member’s profile, which members still read as before', async () => {
    const sam = await buildUser(app.db, { suspended_at: new Date(), suspension_reason: 'Spam' });
    const bob = await buildMember(app);
    for (const query of [USER, ...SECTIONS.map(section)]) {
      expect((await asVisitor(query, { userId: sam.id })).code, query).toBe('NOT_FOUND');
      expect((await bob.gql(query, { userId: sam.id })).errors, query).toBeUndefined();
    }
  });

  it('keeps the members-only choice to the member, and presence choices from visitors', async () => {
    const ada = await buildMember(app, { members_only_profile: true, show_online: true });
    const bob = await buildMember(app);
    const SETTINGS = `query($userId: ID) { loadUserById(userId: $userId) { members_only_profile show_online } }`;
    expect((await ada.gql(SETTINGS, {})).data).toEqual({
      loadUserById: { members_only_profile: true, show_online: true },
    });
    expect((await bob.gql(SETTINGS, { userId: ada.user.id })).data).toEqual({
      loadUserById: { members_only_profile: false, show_online: true },
    });
    await ada.gql(MEMBERS_ONLY, { on: false });
    expect((await asVisitor(SETTINGS, { userId: ada.user.id })).data).toEqual({
      loadUserById: { members_only_profile: false, show_online: false },
    });
  });

  it('refuses a members_only_profile that is not a boolean, changing nothing', async () => {
    const ada = await buildMember(app);
    const res = await ada.gql(
      `mutation($on: Boolean) { updateUser(input: { members_only_profile: $on }) { _id } }`,
      { on: 'yes' },
    );
    expect(res.code).toBe('BAD_USER_INPUT');
    const after = await ada.gql<{ loadUserById: { members_only_profile: boolean } }>(USER, {});
    expect(after.data.loadUserById.members_only_profile).toBe(false);
  });
});

describe('what a shared link unfurls as', () => {
  const visitor = () => testServiceContext(app, VISITOR.id);

  it('describes an open post by its type, roles and text, and nothing a visitor may not read', async () => {
    const post = await buildPost(app.db, {
      title: 'Climate hack',
      project_type: 'Hackathon',
      desired_roles: ['Backend', 'Designer'],
      description: 'We build a\n\ncarbon tracker.',
    });
    expect(await postShareMeta(visitor(), post.id)).toEqual({
      title: 'Climate hack',
      description: 'Hackathon · Looking for Backend, Designer · We build a carbon tracker.',
      type: 'article',
      image: null,
    });
    const closed = await buildPost(app.db, { status: 'closed' });
    expect(await postShareMeta(visitor(), closed.id)).toBeNull();
    expect(await postShareMeta(visitor(), 'not-an-id')).toBeNull();
  });

  it('describes a profile by name, headline and bio, and a members-only one not at all', async () => {
    const ada = await buildMember(app, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      title: 'Analyst',
      bio: 'x'.repeat(400),
    });
    const meta = await profileShareMeta(visitor(), ada.user.id);
    expect(meta).toMatchObject({ title: 'Ada Lovelace', type: 'profile' });
    expect(meta!.description.startsWith('Analyst · xxx')).toBe(true);
    expect(meta!.description.length).toBeLessThanOrEqual(200);
    const hidden = await buildMember(app, { members_only_profile: true });
    expect(await profileShareMeta(visitor(), hidden.user.id)).toBeNull();
  });

  it('describes an event by its dates, team size and text, and nothing while its organiser is suspended', async () => {
    const event = await buildEvent(app.db, {
      name: 'Spring Hack',
      starts_on: '2031-04-10',
      ends_on: '2031-04-12',
      min_team_size: 3,
      max_team_size: 5,
      description: 'Build something\nin a weekend.',
    });
    expect(await eventShareMeta(visitor(), event.id)).toEqual({
      title: 'Spring Hack',
      description: 'Apr 10 – 12, 2031 · Teams of 3 to 5 · Build something in a weekend.',
      type: 'article',
    });
    expect(await eventShareMeta(visitor(), 'new')).toBeNull();
    const suspended = await buildUser(app.db, { suspended_at: new Date() });
    const hidden = await buildEvent(app.db, { organiser_id: suspended.id });
    expect(await eventShareMeta(visitor(), hidden.id)).toBeNull();
  });
});
