// deleteUser (only oneself; everything the member owns goes, in one transaction) and createUser
// (public; the sign-up rules and per-IP limits, no tokens).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { FAST_AUTH_ENV, GOOD_PASSWORD, http, memberInput, signUp } from '../../../test/auth.js';
import { buildMember, gqlAs, tokenFor, type Member } from '../../../test/members.js';
import { UPLOADS } from '@squadup/shared';
import { selectRows } from '../../db/raw.js';
import { uploadPurges } from '../../db/schema/index.js';
import { createJobEngine } from '../../jobs/engine.js';
import { sweepJobs } from '../../jobs/sweeps.js';
import { createLogger } from '../../lib/logger.js';
import { sweepUploadPurges } from '../uploads/index.js';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  // Its own DATA_DIR: the local store keeps uploaded photos under DATA_DIR/uploads.
  dataDir = await mkdtemp(join(tmpdir(), 'squadup-account-'));
  app = await startTestApp({ env: { ...FAST_AUTH_ENV, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const DELETE = `mutation($userId: ID!) { deleteUser(userId: $userId) }`;
const DELETE_CONFIRMED = `mutation($userId: ID!, $password: String) {
  deleteUser(userId: $userId, password: $password) }`;
const CREATE_POST = `mutation($title: String!) { createPost(input: { title: $title }) { _id } }`;
const APPLY = `mutation($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const SAVE = `mutation($postId: ID!) { savePost(postId: $postId) { _id } }`;
const SEND = `mutation($to: ID!) { sendFriendReq(addresseeUserId: $to) { _id } }`;
const ACCEPT = `mutation($id: ID!) { acceptFriendReq(connectionId: $id) { _id chat_id } }`;
const BLOCK = `mutation($to: ID!) { blockUser(addresseeUserId: $to) { _id } }`;
const SKILL = `mutation { createUserSkill(input: { skill_name: "Go", proficiency_level: beginner }) { _id } }`;
const ACHIEVEMENT = `mutation { createAchievement(input: { title: "Prize" }) { _id } }`;
const EDUCATION = `mutation { createEducation(input: { institution_name: "TU Berlin", degree: "BSc",
  field_of_study: "CS", start_date: "2019-10-01" }) { _id } }`;
const EXPERIENCE = `mutation { createExperience(input: { company_name: "Acme", position: "Dev",
  start_date: "2021-01-15", employment_type: "Full-time" }) { _id } }`;
const PROJECT = `mutation { createProject(input: { title: "Recipe scaler" }) { _id } }`;
const PRESIGN = `query { getPresignedUrl(fileType: "image/png", folder: "profile-picture") {
  upload_url file_url } }`;
const SET_PHOTO = `mutation($photo: String) { updateUser(input: { photo: $photo }) { photo } }`;
// The smallest real PNG (1×1).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const LOAD = `query($userId: ID) { loadUserById(userId: $userId) { _id email } }`;
const CREATE_USER = `mutation($input: CreateUserInput!) {
  createUser(input: $input) { _id first_name last_name email is_connection connections_count } }`;

async function ok<T>(member: Member, query: string, variables: Record<string, unknown> = {}) {
  const res = await member.gql<T>(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

/** Rows in every table that refers to the member. */
async function rowsReferring(userId: string) {
  const [row] = await selectRows<Record<string, number>>(
    app.db,
    sql`select
      (select count(*)::int from users where id = ${userId}) as users,
      (select count(*)::int from posts where posted_by = ${userId}) as posts,
      (select count(*)::int from applications where applicant_id = ${userId}) as applications,
      (select count(*)::int from saved_posts where user_id = ${userId}) as saved_posts,
      (select count(*)::int from user_skills where user_id = ${userId}) as skills,
      (select count(*)::int from achievements where user_id = ${userId}) as achievements,
      (select count(*)::int from educations where user_id = ${userId}) as educations,
      (select count(*)::int from experiences where user_id = ${userId}) as experiences,
      (select count(*)::int from user_projects where user_id = ${userId}) as projects,
      (select count(*)::int from connections
        where requester_user_id = ${userId} or addressee_user_id = ${userId}) as connections,
      (select count(*)::int from chats
        where user_low_id = ${userId} or user_high_id = ${userId}) as chats,
      (select count(*)::int from user_blocks
        where blocker_id = ${userId} or blocked_id = ${userId}) as blocks,
      (select count(*)::int from refresh_tokens where user_id = ${userId}) as refresh_tokens`,
  );
  return row!;
}

/** Uploads a PNG through the local store as the member and makes it their photo; returns its URL. */
async function uploadPhoto(member: Member) {
  const { getPresignedUrl: target } = await ok<{
    getPresignedUrl: { upload_url: string; file_url: string };
  }>(member, PRESIGN);
  const put = await app.request.put(target.upload_url).set('Content-Type', 'image/png').send(PNG);
  expect(put.status).toBe(204);
  await ok(member, SET_PHOTO, { photo: target.file_url });
  return target.file_url;
}

async function applicationsCount(postId: string) {
  const [row] = await selectRows<{ counter: number; rows: number }>(
    app.db,
    sql`select p.applications_count as counter, (select count(*)::int from applications a
      where a.post_id = p.id and a.status <> 'withdrawn') as rows from posts p where p.id = ${postId}`,
  );
  return row!;
}

describe('deleteUser', () => {
  it('deletes the member and everything they own, and fixes the counts of posts they applied to', async () => {
    const signed = await signUp(app);
    const ada: Member = {
      user: { id: signed.user._id } as Member['user'],
      token: signed.accessToken,
      gql: (document, ...variables) => gqlAs(app, signed.accessToken, document, ...variables),
    };
    const bob = await buildMember(app);
    const carol = await buildMember(app);
    const eve = await buildMember(app);

    const adasPost = (await ok<{ createPost: { _id: string } }>(ada, CREATE_POST, { title: 'A' }))
      .createPost._id;
    const bobsPost = (await ok<{ createPost: { _id: string } }>(bob, CREATE_POST, { title: 'B' }))
      .createPost._id;
    await ok(bob, APPLY, { postId: adasPost });
    await ok(ada, APPLY, { postId: bobsPost });
    await ok(carol, APPLY, { postId: bobsPost });
    await ok(ada, SAVE, { postId: bobsPost });
    await ok(carol, SAVE, { postId: adasPost });
    await ok(ada, SKILL);
    await ok(ada, ACHIEVEMENT);
    await ok(ada, EDUCATION);
    await ok(ada, EXPERIENCE);
    await ok(ada, PROJECT);
    const adasPhoto = await uploadPhoto(ada);
    const bobsPhoto = await uploadPhoto(bob);
    expect((await app.request.get(adasPhoto)).status).toBe(200);
    const sent = await ok<{ sendFriendReq: { _id: string } }>(bob, SEND, { to: ada.user.id });
    await ok(ada, ACCEPT, { id: sent.sendFriendReq._id });
    await ok(carol, SEND, { to: ada.user.id });
    await ok(ada, BLOCK, { to: eve.user.id });

    const before = await rowsReferring(ada.user.id);
    expect(before).toEqual({
      users: 1,
      posts: 1,
      applications: 1,
      saved_posts: 1,
      skills: 1,
      achievements: 1,
      educations: 1,
      experiences: 1,
      projects: 1,
      connections: 3,
      chats: 1,
      blocks: 1,
      refresh_tokens: 1,
    });
    expect(await applicationsCount(bobsPost)).toEqual({ counter: 2, rows: 2 });

    const res = await ada.gql<{ deleteUser: string }>(DELETE_CONFIRMED, {
      userId: ada.user.id,
      password: GOOD_PASSWORD,
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.deleteUser).toBe(ada.user.id);

    expect(Object.values(await rowsReferring(ada.user.id)).every((n) => n === 0)).toBe(true);
    const [orphans] = await selectRows<{ n: number }>(
      app.db,
      sql`select (select count(*)::int from applications where post_id = ${adasPost})
        + (select count(*)::int from saved_posts where post_id = ${adasPost}) as n`,
    );
    expect(orphans!.n).toBe(0);
    expect(await applicationsCount(bobsPost)).toEqual({ counter: 1, rows: 1 });
    // Everyone else keeps their rows.
    expect((await rowsReferring(bob.user.id)).posts).toBe(1);
    expect((await rowsReferring(carol.user.id)).applications).toBe(1);
    // The deleted member's token ended with the account (sessions.test.ts): 401, not a lookup.
    const after = await ada.gql(LOAD);
    expect(after.status).toBe(401);
    expect(after.code).toBe('UNAUTHENTICATED');
    // The uploaded photo went with the account (the member's folder too); others' files stay.
    expect((await app.request.get(adasPhoto)).status).toBe(404);
    expect(existsSync(join(dataDir, 'uploads', 'profile-picture', ada.user.id))).toBe(false);
    const bobs = await app.request.get(bobsPhoto).buffer(true);
    expect(bobs.status).toBe(200);
    expect(Buffer.compare(bobs.body as Buffer, PNG)).toBe(0);
  });

  it('refuses deleting another member’s account (FORBIDDEN, nothing deleted)', async () => {
    const ada = await buildMember(app);
    const bob = await buildMember(app);
    await ok(bob, SKILL);
    const res = await ada.gql(DELETE, { userId: bob.user.id });
    expect(res.code).toBe('FORBIDDEN');
    expect(res.message).toBe('You can only delete your own account.');
    expect(await rowsReferring(bob.user.id)).toMatchObject({ users: 1, skills: 1 });
    expect((await rowsReferring(ada.user.id)).users).toBe(1);
  });

  it('asks a member with a password for it: none or a wrong one deletes nothing', async () => {
    const ada = await signUp(app);
    const adaGql = (password?: string) =>
      gqlAs(app, ada.accessToken, DELETE_CONFIRMED, { userId: ada.user._id, password });
    const none = await adaGql();
    expect([none.code, none.message]).toEqual([
      'BAD_USER_INPUT',
      'Enter your password to confirm.',
    ]);
    const wrong = await adaGql('not-my-password-at-all');
    expect([wrong.code, wrong.message]).toEqual(['BAD_USER_INPUT', 'Your password is not right.']);
    expect((await rowsReferring(ada.user._id)).users).toBe(1);

    const right = await adaGql(GOOD_PASSWORD);
    expect(right.errors).toBeUndefined();
    expect((await rowsReferring(ada.user._id)).users).toBe(0);
  });

  it('stops guessing after ten wrong passwords in an hour', async () => {
    const ada = await signUp(app);
    const attempt = (password: string) =>
      gqlAs(app, ada.accessToken, DELETE_CONFIRMED, { userId: ada.user._id, password });
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(`wrong-guess-${i}`)).code).toBe('BAD_USER_INPUT');
    const refused = await attempt(GOOD_PASSWORD);
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toMatch(/^Too many wrong passwords\./);
    expect((await rowsReferring(ada.user._id)).users).toBe(1);
  });

  it('asks a member without a password (Google or GitHub) to have signed in within 10 minutes', async () => {
    const una = await buildMember(app, { password_hash: null });
    await app.db.execute(
      sql`update refresh_tokens set created_at = now() - interval '11 minutes' where user_id = ${una.user.id}`,
    );
    const stale = await una.gql(DELETE, { userId: una.user.id });
    expect(stale.code).toBe('FORBIDDEN');
    expect(stale.message).toMatch(
      /^For your safety, sign out and sign in again with Google or GitHub/,
    );
    expect((await rowsReferring(una.user.id)).users).toBe(1);

    const fresh = await tokenFor(app, una.user);
    expect((await gqlAs(app, fresh, DELETE, { userId: una.user.id })).errors).toBeUndefined();
    expect((await rowsReferring(una.user.id)).users).toBe(0);
  });

  it('requires sign-in', async () => {
    const bob = await buildMember(app);
    const res = await gqlAs(app, undefined, DELETE, { userId: bob.user.id });
    expect(res.code).toBe('UNAUTHENTICATED');
    expect((await rowsReferring(bob.user.id)).users).toBe(1);
  });
});

describe('createUser', () => {
  it('creates an account with the sign-up rules and issues no session', async () => {
    const input = memberInput({ email: `  Grace-${Date.now()}@Example.TEST ` });
    const res = await gqlAs<{ createUser: Record<string, unknown> & { _id: string } }>(
      app,
      undefined,
      CREATE_USER,
      { input },
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const email = input.email.trim().toLowerCase();
    expect(res.data.createUser).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      is_connection: 'none',
      connections_count: 0,
    });
    expect((await rowsReferring(res.data.createUser._id)).refresh_tokens).toBe(0);
    // The password was stored as REST sign-up stores it: it signs in.
    const login = await http(app).post('/v1/auth/login').send({ email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('accepts a missing last name (stored as empty)', async () => {
    const { last_name: _omitted, ...input } = memberInput();
    const res = await gqlAs<{ createUser: { last_name: string } }>(app, undefined, CREATE_USER, {
      input: { ...input, last_name: null },
    });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.createUser.last_name).toBe('');
  });

  it('refuses a taken address, a common password and a short one', async () => {
    const taken = await buildMember(app);
    const cases = [
      [{ email: taken.user.email }, 'CONFLICT'],
      [{ password: 'password123' }, 'BAD_USER_INPUT'],
      [{ password: 'short' }, 'BAD_USER_INPUT'],
      [{ email: 'not-an-address' }, 'BAD_USER_INPUT'],
    ] as const;
    for (const [override, code] of cases) {
      const res = await gqlAs(app, undefined, CREATE_USER, { input: memberInput(override) });
      expect(res.code, JSON.stringify(override)).toBe(code);
    }
  });

  it('applies the per-IP sign-up limit', async () => {
    const limited = await startTestApp({ env: { TEST_BCRYPT_COST: '4' } });
    try {
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await gqlAs(limited, undefined, CREATE_USER, {
          input: memberInput({ email: 'not-an-address' }),
        });
        codes.push(res.code);
      }
      expect(codes).toEqual([...Array<string>(5).fill('BAD_USER_INPUT'), 'TOO_MANY_REQUESTS']);
    } finally {
      await limited.stop();
    }
  });

  /** A sign-up attempt (refused for its address) naming `address` in X-Forwarded-For. */
  const attemptFrom = (limited: TestApp) => async (address: string) => {
    const res = await http(limited)
      .post('/graphql')
      .set({ 'Content-Type': 'application/json', 'X-Forwarded-For': address })
      .send({ query: CREATE_USER, variables: { input: memberInput({ email: 'nope' }) } });
    return (res.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions
      ?.code;
  };

  it('counts the sign-up limit per client address behind a trusted proxy', async () => {
    const limited = await startTestApp({ env: { TEST_BCRYPT_COST: '4', TRUST_PROXY: '1' } });
    try {
      const attempt = attemptFrom(limited);
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 6; i += 1) codes.push(await attempt('203.0.113.7'));
      expect(codes).toEqual([...Array<string>(5).fill('BAD_USER_INPUT'), 'TOO_MANY_REQUESTS']);
      // Another address the proxy names has a count of its own.
      expect(await attempt('203.0.113.8')).toBe('BAD_USER_INPUT');
    } finally {
      await limited.stop();
    }
  });

  it('ignores X-Forwarded-For without a trusted proxy: a new address per request is still counted as one', async () => {
    const limited = await startTestApp({ env: { TEST_BCRYPT_COST: '4' } });
    try {
      const attempt = attemptFrom(limited);
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 6; i += 1) codes.push(await attempt(`203.0.113.${i + 1}`));
      expect(codes).toEqual([...Array<string>(5).fill('BAD_USER_INPUT'), 'TOO_MANY_REQUESTS']);
    } finally {
      await limited.stop();
    }
  });
});

describe('the upload purge of a deleted member', () => {
  it('is recorded with the deletion; the sweep removes what is left under their prefix once no URL of theirs can be used', async () => {
    const signed = await signUp(app);
    const ada: Member = {
      user: { id: signed.user._id } as Member['user'],
      token: signed.accessToken,
      gql: (document, ...variables) => gqlAs(app, signed.accessToken, document, ...variables),
    };
    const bob = await buildMember(app);
    await uploadPhoto(ada);
    const bobsPhoto = await uploadPhoto(bob);
    const deleted = await ada.gql(DELETE_CONFIRMED, {
      userId: ada.user.id,
      password: GOOD_PASSWORD,
    });
    expect(deleted.errors, JSON.stringify(deleted.errors)).toBeUndefined();
    const purges = async () => (await app.db.select().from(uploadPurges)).map((p) => p.user_id);
    expect(await purges()).toContain(ada.user.id);

    // A file that still reached the prefix after the deletion (an S3 upload URL is not bound to
    // the session; or the store failed when the account went), served as any file is.
    const folder = join(dataDir, 'uploads', 'profile-picture', ada.user.id);
    const late = `profile-picture/${ada.user.id}/0190a4b2-6666-7000-8000-000000000006.png`;
    await mkdir(folder, { recursive: true });
    await writeFile(join(dataDir, 'uploads', late), PNG);
    expect((await app.request.get(`/uploads/${late}`)).status).toBe(200);

    const deps = { db: app.db, config: app.config, log: createLogger(app.config) };
    // Not before an upload URL issued before the deletion has expired.
    await sweepUploadPurges(deps, new Date());
    expect(await purges()).toContain(ada.user.id);
    expect((await app.request.get(`/uploads/${late}`)).status).toBe(200);

    const later = new Date(Date.now() + (UPLOADS.urlTtlSeconds + 1) * 1000);
    expect(await sweepUploadPurges(deps, later)).toBeGreaterThanOrEqual(1);
    expect((await app.request.get(`/uploads/${late}`)).status).toBe(404);
    expect(existsSync(folder)).toBe(false);
    expect(await purges()).not.toContain(ada.user.id);
    // Others' files stay.
    expect((await app.request.get(bobsPhoto)).status).toBe(200);
  });

  it('runs as a background job (the engine starts the sweep at once, then every minute)', async () => {
    const goneId = '0190a4b2-7777-7000-8000-000000000007';
    const file = `profile-picture/${goneId}/0190a4b2-7777-7000-8000-000000000008.png`;
    await mkdir(join(dataDir, 'uploads', 'profile-picture', goneId), { recursive: true });
    await writeFile(join(dataDir, 'uploads', file), PNG);
    // A deletion from before the last upload URL could have expired.
    await app.db
      .insert(uploadPurges)
      .values({ user_id: goneId, created_at: new Date(Date.now() - 600_000) });
    const log = createLogger(app.config);
    const engine = createJobEngine(app.config, app.database, log);
    await engine.start(sweepJobs({ db: app.db, config: app.config, log }));
    try {
      // The sweep removes the files, then the row: wait for the row, the last step.
      await vi.waitFor(
        async () => {
          expect((await app.db.select().from(uploadPurges)).map((p) => p.user_id)).not.toContain(
            goneId,
          );
        },
        { timeout: 20_000, interval: 250 },
      );
      expect((await app.request.get(`/uploads/${file}`)).status).toBe(404);
    } finally {
      await engine.stop(2000);
    }
  });
});
