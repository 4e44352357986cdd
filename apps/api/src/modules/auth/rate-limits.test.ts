import bcrypt from 'bcrypt';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { GOOD_PASSWORD, http, memberInput, signUp, type SignedUp } from '../../../test/auth.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { loginFailures, passwordResetTokens, users } from '../../db/schema/index.js';
import { bcryptCostOf } from '../../lib/password.js';
import { ACCOUNT_LOGIN_FAILURE_LIMIT } from './auth.service.js';

// The production settings: rate limits on and bcrypt cost 12 (no test knob). TRUST_PROXY=loopback
// makes req.ip the X-Forwarded-For address, so each test is its own client and the limits of one
// test never spill into another (which also shows TRUST_PROXY is honoured).
let nextIp = 1;
const newIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

describe('auth rate limits (on, as in production)', () => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let ada: SignedUp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback', SMTP_URL: smtp.url } });
    ada = await signUp(app);
  });
  afterAll(async () => {
    await app.stop();
    await smtp.close();
  });

  // Sign-ups mail a verification link too; the reset limit counts reset mails.
  const resetMails = () => smtp.messages.filter((m) => m.subject === 'Reset your Squadup password');

  const post = (path: string, ip: string, body: object) =>
    http(app).post(path).set('X-Forwarded-For', ip).send(body);

  it('hashes passwords with bcrypt cost 12 by default', async () => {
    const [row] = await app.db.select().from(users).where(eq(users.id, ada.user._id));
    expect(bcryptCostOf(row!.password_hash!)).toBe(12);
  });

  it('does the same work for an unknown address as for a wrong password (one bcrypt at cost 12 either way)', async () => {
    // The real bcrypt runs; the spy only records which hash each comparison used. Counting the
    // work, not timing it: a timing ratio failed on a machine busy with other test runs.
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      for (const email of [ada.user.email, 'nobody@example.test']) {
        compare.mockClear();
        const res = await post('/v1/auth/login', newIp(), { email, password: 'not-the-password' });
        expect(res.status).toBe(401);
        expect(compare).toHaveBeenCalledTimes(1);
        const hash = compare.mock.calls[0]![1];
        expect(bcryptCostOf(hash)).toBe(12);
      }
    } finally {
      compare.mockRestore();
    }
  });

  it('answers the 7th login in a minute from one address with 429, a clear message and Retry-After', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await post('/v1/auth/login', ip, {
            email: ada.user.email,
            password: i < 5 ? 'wrong-password' : GOOD_PASSWORD,
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 200]);
    const seventh = await post('/v1/auth/login', ip, {
      email: ada.user.email,
      password: GOOD_PASSWORD,
    });
    expect(seventh.status).toBe(429);
    expect(seventh.body.message).toBe(
      'Too many login attempts. Please wait a minute and try again.',
    );
    expect(Number(seventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(seventh.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another client is not affected.
    const other = await post('/v1/auth/login', newIp(), {
      email: ada.user.email,
      password: GOOD_PASSWORD,
    });
    expect(other.status).toBe(200);
  });

  it('refuses even the right password once an account has 100 failures in the last hour', async () => {
    const member = await signUp(app, memberInput());
    await app.db
      .insert(loginFailures)
      .values(
        Array.from({ length: ACCOUNT_LOGIN_FAILURE_LIMIT }, () => ({ email: member.user.email })),
      );
    const res = await post('/v1/auth/login', newIp(), {
      email: member.user.email,
      password: GOOD_PASSWORD,
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(
      'Too many failed login attempts for this account. Please try again later.',
    );
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Failures older than an hour no longer count.
    await app.db
      .update(loginFailures)
      .set({ created_at: new Date(Date.now() - 61 * 60_000) })
      .where(eq(loginFailures.email, member.user.email));
    const later = await post('/v1/auth/login', newIp(), {
      email: member.user.email,
      password: GOOD_PASSWORD,
    });
    expect(later.status).toBe(200);
  });

  it('counts failures for unknown addresses too, so the limit reveals nothing', async () => {
    const email = 'no-such-member@example.test';
    await post('/v1/auth/login', newIp(), { email, password: 'whatever-1' });
    const [row] = await app.db.select().from(loginFailures).where(eq(loginFailures.email, email));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain('whatever-1');
  });

  it('limits sign-ups to 5 a minute per address', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      // Invalid bodies count too, and cost no bcrypt time.
      expect((await post('/v1/auth/signup', ip, {})).status).toBe(400);
    }
    const sixth = await post('/v1/auth/signup', ip, memberInput());
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'Too many sign-up attempts. Please wait a minute and try again.',
    );
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('limits forgot-password to 5 a minute per IP, and mails an address at most 5 times an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/v1/auth/forgot-password', ip, { email: ada.user.email });
      expect(res.status).toBe(200);
    }
    const sixth = await post('/v1/auth/forgot-password', ip, { email: ada.user.email });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      'Too many password reset requests. Please wait a minute and try again.',
    );
    await app.server.settled();
    expect(resetMails()).toHaveLength(5);

    // From another network the answer is the same, but no sixth link is made or mailed.
    const res = await post('/v1/auth/forgot-password', newIp(), { email: ada.user.email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'If an account exists for that email, a password reset link is on its way.',
    );
    await app.server.settled();
    expect(resetMails()).toHaveLength(5);
    const tokens = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, ada.user._id));
    expect(tokens).toHaveLength(5);
  });

  it('limits reset attempts to 10 a minute per IP', async () => {
    const ip = newIp();
    const path = `/v1/auth/reset-password/${ada.user._id}/guessed-token`;
    for (let i = 0; i < 10; i += 1) {
      expect((await post(path, ip, { password: 'a-new-passphrase-1' })).status).toBe(400);
    }
    const eleventh = await post(path, ip, { password: 'a-new-passphrase-1' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe(
      'Too many password reset attempts. Please wait a minute and try again.',
    );
  });
});

describe('auth rate limits off (AUTH_RATE_LIMITS=off, local end-to-end runs only)', () => {
  it('lets a client sign in as often as it likes and counts no failures', async () => {
    const app = await startTestApp({ env: { AUTH_RATE_LIMITS: 'off', TEST_BCRYPT_COST: '4' } });
    try {
      const member = await signUp(app);
      for (let i = 0; i < 8; i += 1) {
        const res = await http(app)
          .post('/v1/auth/login')
          .send({ email: member.user.email, password: i % 2 ? GOOD_PASSWORD : 'wrong-password' });
        expect(res.status).toBe(i % 2 ? 200 : 401);
      }
      expect(await app.db.select().from(loginFailures)).toEqual([]);
    } finally {
      await app.stop();
    }
  });
});
