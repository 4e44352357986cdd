import { connect } from 'node:net';
import { AUTH_MESSAGES, REFRESH_COOKIE_NAME } from '@squadup/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieAttributes,
  FAST_AUTH_ENV,
  GOOD_PASSWORD,
  http,
  memberInput,
  refresh,
  refreshCookie,
  setCookieLine,
  signUp,
  tokenOf,
  type SignedUp,
} from '../../../test/auth.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { bcryptCostOf, verifyPassword } from '../../lib/password.js';
import { AUTH_ERRORS } from './messages.js';
import { COMMON_PASSWORD_MESSAGE } from './password-policy.js';
import { hashToken, REFRESH_FAMILY_TTL_MS, verifyAccessToken } from './tokens.js';

const WEB = 'http://localhost:3000'; // the test config's WEB_URL origin

/** Sends bytes as they are (no client adds headers) and answers the raw response. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let response = '';
    // Written, not ended: the server closes the connection after answering (Connection: close).
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
    socket.on('end', () => resolve(response));
    socket.on('error', reject);
  });
}

describe('auth: sign-up, login, me, refresh, logout', () => {
  let app: TestApp;
  let ada: SignedUp;

  beforeAll(async () => {
    app = await startTestApp({ env: FAST_AUTH_ENV });
    ada = await signUp(app, { first_name: '  Ada ', email: '  Ada.Member@Example.TEST ' });
  });
  afterAll(() => app.stop());

  const login = (email: string, password: string) =>
    http(app).post('/v1/auth/login').send({ email, password });

  describe('POST /v1/auth/signup', () => {
    it('creates the member, answers 201 with an access token and the member, and sets the refresh cookie', async () => {
      const input = memberInput({ last_name: '' });
      const res = await http(app).post('/v1/auth/signup').send(input);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body as object).sort()).toEqual(['accessToken', 'user']);
      expect(res.body.user).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: input.email,
        first_name: 'Ada',
        last_name: '',
        photo: null,
        email_verified: false, // until the mailed link is used (verification.test.ts)
        is_operator: false,
      });
      expect(verifyAccessToken(app.config, res.body.accessToken as string)?.userId).toBe(
        res.body.user._id,
      );
      expect(refreshCookie(res.headers)).toMatch(new RegExp(`^${REFRESH_COOKIE_NAME}=[\\w-]{43}$`));
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('stores the address normalised and the name trimmed', () => {
      expect(ada.user.email).toBe('ada.member@example.test');
      expect(ada.user.first_name).toBe('Ada');
    });

    it('refuses a second account for the same address, whatever its case or spaces (409)', async () => {
      for (const email of [ada.user.email, ' ADA.member@example.Test  ']) {
        const res = await http(app).post('/v1/auth/signup').send(memberInput({ email }));
        expect(res.status, email).toBe(409);
        expect(res.body.message).toBe('An account with this email already exists.');
      }
    });

    it('refuses a password over 72 bytes instead of truncating it, and accepts exactly 72', async () => {
      const tooLong = await http(app)
        .post('/v1/auth/signup')
        .send(memberInput({ password: `${'é'.repeat(36)}x` })); // 37 characters, 73 bytes
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBe(AUTH_MESSAGES.passwordTooLong);
      const exact = memberInput({ password: `${'é'.repeat(35)}xy` }); // 72 bytes
      expect((await http(app).post('/v1/auth/signup').send(exact)).status).toBe(201);
      expect((await login(exact.email, exact.password)).status).toBe(200);
    });

    it('refuses a common password, whatever its case', async () => {
      for (const password of ['password123', 'Password123', 'QWERTYUIOP']) {
        const res = await http(app).post('/v1/auth/signup').send(memberInput({ password }));
        expect(res.status, password).toBe(400);
        expect(res.body.message).toBe(
          'This password is too common. Please choose a less guessable one.',
        );
      }
      expect(COMMON_PASSWORD_MESSAGE).toBe(
        'This password is too common. Please choose a less guessable one.',
      );
    });

    it('answers bad input with 400 and the first message of the shared schema', async () => {
      const cases: [Record<string, unknown> | string, string][] = [
        [{}, AUTH_MESSAGES.allFieldsRequired],
        [{ ...memberInput(), first_name: '   ' }, AUTH_MESSAGES.allFieldsRequired],
        [{ ...memberInput(), email: 'not-an-address' }, AUTH_MESSAGES.invalidEmail],
        [{ ...memberInput(), password: 'short' }, AUTH_MESSAGES.passwordTooShort],
      ];
      for (const [body, message] of cases) {
        const res = await http(app).post('/v1/auth/signup').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('ignores a form post (only JSON bodies are read)', async () => {
      const res = await http(app)
        .post('/v1/auth/signup')
        .type('form')
        .send(memberInput() as unknown as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(AUTH_MESSAGES.allFieldsRequired);
    });
  });

  describe('POST /v1/auth/login', () => {
    it('signs in with any case of the address and answers the same shape as sign-up', async () => {
      const res = await login(' ADA.MEMBER@example.test ', GOOD_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ accessToken: expect.any(String), user: ada.user });
      expect(refreshCookie(res.headers)).toBeDefined();
    });

    it('answers a wrong password, an unknown address and a social-only account identically', async () => {
      const socialOnly = await buildUser(app.db, { password_hash: null });
      const answers = await Promise.all([
        login(ada.user.email, 'not-the-password'),
        login('nobody-here@example.test', GOOD_PASSWORD),
        login(socialOnly.email, GOOD_PASSWORD),
      ]);
      for (const res of answers) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          message: 'Invalid email or password.',
          code: 'UNAUTHENTICATED',
        });
        expect(setCookieLine(res.headers)).toBeUndefined();
      }
    });

    it('requires both fields, with the spec messages', async () => {
      const noEmail = await http(app).post('/v1/auth/login').send({ password: 'x' });
      expect(noEmail.body.message).toBe('Please enter a valid email.');
      const noPassword = await http(app).post('/v1/auth/login').send({ email: ada.user.email });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.message).toBe('Password cannot be empty.');
    });
  });

  describe('GET /v1/auth/me', () => {
    it('answers the member of the bearer token', async () => {
      const res = await http(app)
        .get('/v1/auth/me')
        .set('Authorization', `Bearer ${ada.accessToken}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(ada.user);
    });

    it('answers 401 without a token, with a malformed header and with a forged token', async () => {
      const none = await http(app).get('/v1/auth/me');
      expect(none.status).toBe(401);
      expect(none.body.message).toBe('You must be signed in.');
      for (const header of ['Bearer', 'Basic abc', `Bearer ${ada.accessToken}x`]) {
        const res = await http(app).get('/v1/auth/me').set('Authorization', header);
        expect(res.status, header).toBe(401);
        expect(res.body.message).toBe('Your session has expired. Please log in again.');
      }
    });
  });

  describe('the refresh cookie', () => {
    it('is HttpOnly, SameSite=Lax, Path=/v1/auth, not Secure outside production, and lives 30 days', async () => {
      const res = await http(app).post('/v1/auth/signup').send(memberInput());
      const attributes = cookieAttributes(setCookieLine(res.headers)!);
      expect(attributes.httponly).toBe(true);
      expect(attributes.samesite).toBe('Lax');
      expect(attributes.path).toBe('/v1/auth');
      expect(attributes.secure).toBeUndefined();
      expect(Number(attributes['max-age'])).toBeGreaterThan(REFRESH_FAMILY_TTL_MS / 1000 - 60);
      expect(Number(attributes['max-age'])).toBeLessThanOrEqual(REFRESH_FAMILY_TTL_MS / 1000);
    });
  });

  describe('POST /v1/auth/refresh-token', () => {
    it('rotates: a new access token and cookie; the old cookie is then refused', async () => {
      const member = await signUp(app);
      const first = await refresh(app, member.cookie);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body as object)).toEqual(['accessToken']);
      expect(verifyAccessToken(app.config, first.body.accessToken as string)?.userId).toBe(
        member.user._id,
      );
      const rotated = refreshCookie(first.headers)!;
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(member.cookie);
      // Same family, same absolute expiry: Max-Age keeps counting down from sign-up.
      const maxAge = Number(cookieAttributes(setCookieLine(first.headers)!)['max-age']);
      expect(maxAge).toBeLessThanOrEqual(REFRESH_FAMILY_TTL_MS / 1000);

      const second = await refresh(app, rotated);
      expect(second.status).toBe(200);
    });

    it('revokes the whole family when a rotated token comes back (the newest one stops working too)', async () => {
      const member = await signUp(app);
      const stolen = member.cookie;
      const next = refreshCookie((await refresh(app, stolen)).headers)!;
      const reuse = await refresh(app, stolen);
      expect(reuse.status).toBe(401);
      expect(reuse.body.message).toBe('Your session has expired. Please log in again.');
      expect(cookieAttributes(setCookieLine(reuse.headers)!).expires).toMatch(/1970/);
      const newest = await refresh(app, next);
      expect(newest.status).toBe(401);
      const family = await app.db
        .select({ revoked_at: refreshTokens.revoked_at })
        .from(refreshTokens)
        .where(eq(refreshTokens.user_id, member.user._id));
      expect(family.length).toBe(2);
      expect(family.every((row) => row.revoked_at !== null)).toBe(true);
    });

    it('answers 401 and clears the cookie without a cookie, with an unknown one, or once expired', async () => {
      const member = await signUp(app);
      await app.db
        .update(refreshTokens)
        .set({ family_expires_at: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.token_hash, hashToken(tokenOf(member.cookie))));
      for (const cookie of [undefined, `${REFRESH_COOKIE_NAME}=unknown-token`, member.cookie]) {
        const res = await refresh(app, cookie);
        expect(res.status, String(cookie)).toBe(401);
        expect(res.body.message).toBe(AUTH_ERRORS.sessionExpired);
        const cleared = setCookieLine(res.headers)!;
        expect(cleared).toMatch(new RegExp(`^${REFRESH_COOKIE_NAME}=;`));
        expect(cookieAttributes(cleared).path).toBe('/v1/auth');
      }
    });

    it('refuses a cross-site form post or a foreign Origin; accepts the app Origin or a JSON content type', async () => {
      const member = await signUp(app);
      const form = await http(app)
        .post('/v1/auth/refresh-token')
        .set('Cookie', member.cookie)
        .type('form')
        .send('a=1');
      expect(form.status).toBe(403);
      const foreign = await http(app)
        .post('/v1/auth/refresh-token')
        .set('Cookie', member.cookie)
        .set('Origin', 'https://evil.example')
        .set('Content-Type', 'application/json')
        .send('{}');
      expect(foreign.status).toBe(403);
      const fromApp = await http(app)
        .post('/v1/auth/refresh-token')
        .set('Cookie', member.cookie)
        .set('Origin', WEB);
      expect(fromApp.status).toBe(200);
      // A JSON content type is enough even without any body (no Content-Length either, as
      // `curl -X POST -H 'Content-Type: application/json'` sends it).
      const { port } = new URL(app.url);
      const raw = await rawRequest(
        Number(port),
        [
          'POST /v1/auth/refresh-token HTTP/1.1',
          `Host: localhost:${port}`,
          'Content-Type: application/json',
          `Cookie: ${refreshCookie(fromApp.headers)!}`,
          'Connection: close',
        ].join('\r\n') + '\r\n\r\n',
      );
      expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    });
  });

  describe('POST /v1/auth/logout', () => {
    it('revokes the session and clears the cookie; refreshing afterwards fails', async () => {
      const member = await signUp(app);
      const res = await http(app)
        .post('/v1/auth/logout')
        .set('Content-Type', 'application/json')
        .set('Cookie', member.cookie)
        .send('{}');
      expect(res.status).toBe(204);
      expect(setCookieLine(res.headers)).toMatch(new RegExp(`^${REFRESH_COOKIE_NAME}=;`));
      expect((await refresh(app, member.cookie)).status).toBe(401);
    });

    it('succeeds without a cookie or with an unknown one', async () => {
      for (const cookie of [undefined, `${REFRESH_COOKIE_NAME}=nope`]) {
        const req = http(app).post('/v1/auth/logout').set('Origin', WEB);
        if (cookie) void req.set('Cookie', cookie);
        expect((await req).status).toBe(204);
      }
    });
  });

  describe('social sign-in without a configured provider', () => {
    it('GET /v1/auth/providers says neither is configured (public, no token needed)', async () => {
      const res = await http(app).get('/v1/auth/providers');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ google: false, github: false });
    });

    it.each(['google', 'github'])(
      'sends /v1/auth/%s straight back to /oauth-callback?error=oauth_failed',
      async (provider) => {
        for (const path of [
          `/v1/auth/${provider}`,
          `/v1/auth/${provider}/callback?code=x&state=y`,
        ]) {
          const res = await http(app).get(path);
          expect(res.status, path).toBe(302);
          expect(res.headers.location).toBe(
            'http://localhost:3000/oauth-callback?error=oauth_failed',
          );
        }
      },
    );
  });

  describe('storage', () => {
    it('keeps nothing replayable in plain text: bcrypt password hashes, SHA-256 token digests', async () => {
      const member = await signUp(app);
      const rotated = refreshCookie((await refresh(app, member.cookie)).headers)!;
      const [row] = await app.db.select().from(users).where(eq(users.id, member.user._id));
      expect(row!.password_hash).not.toContain(GOOD_PASSWORD);
      expect(bcryptCostOf(row!.password_hash!)).toBe(4); // this suite's test knob; 12 is asserted elsewhere
      expect(await verifyPassword(GOOD_PASSWORD, row!.password_hash!)).toBe(true);

      const tokens = await app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.user_id, member.user._id));
      const stored = JSON.stringify(tokens);
      for (const cookie of [member.cookie, rotated]) {
        expect(stored).not.toContain(tokenOf(cookie));
        expect(tokens.map((t) => t.token_hash)).toContain(hashToken(tokenOf(cookie)));
      }
      expect(tokens.every((t) => /^[0-9a-f]{64}$/.test(t.token_hash))).toBe(true);
    });
  });
});
