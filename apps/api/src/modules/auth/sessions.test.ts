// Sessions end at once: after logout (that session), "sign out everywhere",
// a password reset or account deletion, the access token is refused by /graphql, REST and the
// socket handshake on its very next use, and the ended session's open sockets are closed.
import { AUTH_ROUTES } from '@squadup/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAST_AUTH_ENV,
  GOOD_PASSWORD,
  http,
  refresh,
  refreshCookie,
  setCookieLine,
  signUp,
  type SignedUp,
} from '../../../test/auth.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { gqlAs } from '../../../test/members.js';
import { connected, openSocket, refusal, type TestSocket } from '../../../test/sockets.js';
import { buildUser } from '../../../test/factories.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { insertResetToken } from './auth.repo.js';
import { AUTH_NOTICES } from './messages.js';
import { startSession } from './sessions.js';
import { hashToken, newOpaqueToken } from './tokens.js';

const PRESIGN = `query { getPresignedUrl(fileType: "image/png", folder: "profile-picture") { upload_url } }`;
const DELETE = `mutation($userId: ID!, $password: String) {
  deleteUser(userId: $userId, password: $password) }`;

let app: TestApp;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  app = await startTestApp({ env: FAST_AUTH_ENV });
});
afterEach(() => {
  for (const client of sockets.splice(0)) client.close();
});
afterAll(() => app.stop());

interface Session {
  accessToken: string;
  cookie: string;
}

/** A second sign-in of the same member (another device). */
async function logIn(member: SignedUp, password = GOOD_PASSWORD): Promise<Session> {
  const res = await http(app).post(AUTH_ROUTES.login).send({ email: member.input.email, password });
  expect(res.status, res.text).toBe(200);
  return { accessToken: res.body.accessToken as string, cookie: refreshCookie(res.headers)! };
}

const me = (token: string) => http(app).get(AUTH_ROUTES.me).set('Authorization', `Bearer ${token}`);

async function socketOf(token: string): Promise<TestSocket> {
  const client = openSocket(app.url, { token });
  sockets.push(client);
  await connected(client);
  return client;
}

/** Resolves with the reason once the socket is disconnected. */
const closed = (client: TestSocket) =>
  new Promise<string>((resolve) => client.socket.once('disconnect', resolve));

/** The token is refused everywhere a bearer is read: REST, GraphQL and the socket handshake. */
async function expectEnded(token: string) {
  expect((await me(token)).status).toBe(401);
  const gql = await gqlAs(app, token, '{ __typename }');
  expect(gql.status).toBe(401);
  expect(gql.code).toBe('UNAUTHENTICATED');
  const client = openSocket(app.url, { token });
  sockets.push(client);
  expect((await refusal(client)).data?.code).toBe('UNAUTHENTICATED');
}

// Each token is used on /graphql before its session ends, so what the instance kept of that check
// (modules/auth/session-cache.ts) is what must be refused.
async function inUse(...tokens: string[]) {
  for (const token of tokens) await expectLive(token);
}

async function expectLive(token: string) {
  expect((await me(token)).status).toBe(200);
  expect((await gqlAs(app, token, '{ __typename }')).status).toBe(200);
}

describe('logout', () => {
  it('ends that session at once (token, sockets) and leaves the member’s other sessions alone', async () => {
    const ada = await signUp(app);
    const phone = await logIn(ada);
    await inUse(ada.accessToken, phone.accessToken);
    const laptopSocket = await socketOf(ada.accessToken);
    const phoneSocket = await socketOf(phone.accessToken);
    const laptopClosed = closed(laptopSocket);

    const res = await http(app)
      .post(AUTH_ROUTES.logout)
      .set('Content-Type', 'application/json')
      .set('Cookie', ada.cookie)
      .send('{}');
    expect(res.status).toBe(204);

    expect(await laptopClosed).toBe('io server disconnect');
    await expectEnded(ada.accessToken);
    await expectLive(phone.accessToken);
    expect(phoneSocket.socket.connected).toBe(true);
  });
});

describe('POST /v1/auth/logout-everywhere', () => {
  it('ends every session: all tokens, all refresh cookies, all sockets; the cookie is cleared', async () => {
    const ada = await signUp(app);
    const phone = await logIn(ada);
    await inUse(ada.accessToken, phone.accessToken);
    const socketsClosed = [
      closed(await socketOf(ada.accessToken)),
      closed(await socketOf(phone.accessToken)),
    ];

    const res = await http(app)
      .post(AUTH_ROUTES.logoutEverywhere)
      .set('Authorization', `Bearer ${phone.accessToken}`)
      .set('Cookie', phone.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_NOTICES.loggedOutEverywhere });
    expect(setCookieLine(res.headers)).toMatch(/^squadup_refresh=;/);

    expect(await Promise.all(socketsClosed)).toEqual([
      'io server disconnect',
      'io server disconnect',
    ]);
    await expectEnded(ada.accessToken);
    await expectEnded(phone.accessToken);
    expect((await refresh(app, ada.cookie)).status).toBe(401);
    expect((await refresh(app, phone.cookie)).status).toBe(401);
    const [row] = await app.db.select().from(users).where(eq(users.id, ada.user._id));
    expect(row!.session_version).toBe(1);
    const live = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, ada.user._id));
    expect(live.every((token) => token.revoked_at !== null)).toBe(true);

    // Signing in again starts a session that works.
    await expectLive((await logIn(ada)).accessToken);
  });

  it('needs a live bearer token (401 without one or with an ended one)', async () => {
    const ada = await signUp(app);
    expect((await http(app).post(AUTH_ROUTES.logoutEverywhere)).status).toBe(401);
    await http(app)
      .post(AUTH_ROUTES.logoutEverywhere)
      .set('Authorization', `Bearer ${ada.accessToken}`)
      .expect(200);
    const again = await http(app)
      .post(AUTH_ROUTES.logoutEverywhere)
      .set('Authorization', `Bearer ${ada.accessToken}`);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('password reset', () => {
  it('ends every session at once, sockets included', async () => {
    const ada = await signUp(app);
    const phone = await logIn(ada);
    await inUse(ada.accessToken, phone.accessToken);
    const socketClosed = closed(await socketOf(phone.accessToken));
    const token = newOpaqueToken();
    await insertResetToken(app.db, {
      user_id: ada.user._id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 60_000),
    });

    await http(app)
      .post(`${AUTH_ROUTES.resetPassword}/${ada.user._id}/${token}`)
      .send({ password: 'a-brand-new-passphrase-7' })
      .expect(200);

    expect(await socketClosed).toBe('io server disconnect');
    await expectEnded(ada.accessToken);
    await expectEnded(phone.accessToken);
    await expectLive((await logIn(ada, 'a-brand-new-passphrase-7')).accessToken);
  });
});

describe('account deletion', () => {
  it('ends the token at once: no REST, no GraphQL (so no upload URL), no socket', async () => {
    const ada = await signUp(app);
    expect((await gqlAs(app, ada.accessToken, PRESIGN)).errors).toBeUndefined();
    const deleted = await gqlAs(app, ada.accessToken, DELETE, {
      userId: ada.user._id,
      password: GOOD_PASSWORD,
    });
    expect(deleted.errors).toBeUndefined();

    const presign = await gqlAs(app, ada.accessToken, PRESIGN);
    expect(presign.status).toBe(401);
    expect(presign.code).toBe('UNAUTHENTICATED');
    expect(presign.data).toEqual({});
    await expectEnded(ada.accessToken);
  });
});

describe('a session whose refresh family was revoked for reuse', () => {
  it('stops its access tokens too', async () => {
    const ada = await signUp(app);
    await inUse(ada.accessToken);
    const rotated = await refresh(app, ada.cookie);
    expect(rotated.status).toBe(200);
    // The old cookie again: theft suspected, the whole family is revoked.
    expect((await refresh(app, ada.cookie)).status).toBe(401);
    await expectEnded(ada.accessToken);
    await expectEnded(rotated.body.accessToken as string);
  });
});

describe('a sign-in racing a password reset or "sign out everywhere"', () => {
  // The sign-in read the member (and checked the password) before the bump committed: it must
  // not add a session after it, since the bump revoked only the sessions that existed.
  it('is refused, and adds no session, when the session version moved meanwhile', async () => {
    const member = await buildUser(app.db);
    const deps = { db: app.db, config: app.config };
    await app.db
      .update(users)
      .set({ session_version: member.session_version + 1 })
      .where(eq(users.id, member.id));
    await expect(startSession(deps, member)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const families = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, member.id));
    expect(families).toEqual([]);
    // With the member as they are now, the sign-in goes through.
    const [current] = await app.db.select().from(users).where(eq(users.id, member.id));
    await expect(startSession(deps, current!)).resolves.toMatchObject({
      user: { _id: member.id },
    });
  });
});

describe('POST /v1/auth/change-password', () => {
  const NEW_PASSWORD = 'amber-heron-slowly-77';
  const change = (token: string, body: object) =>
    http(app).post(AUTH_ROUTES.changePassword).set('Authorization', `Bearer ${token}`).send(body);

  it('with the current password: the new one works, every other session ends, this device stays', async () => {
    const ada = await signUp(app);
    const phone = await logIn(ada);
    await inUse(ada.accessToken, phone.accessToken);
    const laptopSocket = await socketOf(ada.accessToken);
    const phoneClosed = closed(await socketOf(phone.accessToken));

    const res = await change(ada.accessToken, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(AUTH_NOTICES.passwordChanged);
    const renewed = {
      accessToken: res.body.accessToken as string,
      cookie: refreshCookie(res.headers)!,
    };

    expect(await phoneClosed).toBe('io server disconnect');
    await expectEnded(phone.accessToken);
    expect((await refresh(app, phone.cookie)).status).toBe(401);
    await expectLive(renewed.accessToken);
    expect((await refresh(app, renewed.cookie)).status).toBe(200);
    // This device's socket is not closed under it (its answer carries the new cookie).
    expect(laptopSocket.socket.connected).toBe(true);

    const oldLogin = await http(app)
      .post(AUTH_ROUTES.login)
      .send({ email: ada.input.email, password: GOOD_PASSWORD });
    expect(oldLogin.status).toBe(401);
    await logIn(ada, NEW_PASSWORD);
  });

  it('refuses a wrong current password, a weak new one or none, and changes nothing', async () => {
    const ada = await signUp(app);
    const refusals: [object, string][] = [
      [
        { currentPassword: 'not-it-at-all', newPassword: NEW_PASSWORD },
        'Your current password is not right.',
      ],
      [{ currentPassword: GOOD_PASSWORD, newPassword: 'short' }, 'Password must be at least'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Enter your current password.'],
      [{ currentPassword: GOOD_PASSWORD, newPassword: 'password123' }, 'common'],
      [{ currentPassword: 42 }, ''],
    ];
    for (const [body, message] of refusals) {
      const res = await change(ada.accessToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
      expect(res.body.message).toContain(message);
    }
    await expectLive(ada.accessToken);
    await logIn(ada); // the password is unchanged
  });

  it('tells a member without a password how to set one, and needs a live bearer', async () => {
    const social = await buildUser(app.db, { password_hash: null });
    const token = (await startSession({ db: app.db, config: app.config }, social)).accessToken;
    const res = await change(token, { currentPassword: 'anything', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/signs in with Google or GitHub/);
    expect((await http(app).post(AUTH_ROUTES.changePassword).send({})).status).toBe(401);
  });
});
