import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import {
  FAST_AUTH_ENV,
  GOOD_PASSWORD,
  http,
  refresh,
  refreshCookie,
  signUp,
} from '../../../test/auth.js';
import { resetLinkIn, startSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { passwordResetTokens } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { hashToken } from './tokens.js';

const WEB_URL = 'https://squadup.example';
const FORGOT_ANSWER = {
  message: 'If an account exists for that email, a password reset link is on its way.',
};
const NEW_PASSWORD = 'a-brand-new-passphrase-7';

describe('password reset by mail (real SMTP server on loopback)', () => {
  let app: TestApp;
  let smtp: TestSmtpServer;

  const logLines: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await startTestApp({
      env: { ...FAST_AUTH_ENV, SMTP_URL: smtp.url, WEB_URL },
      logger: createLogger(
        { env: 'test', logLevel: 'info' },
        { write: (line: string) => logLines.push(line) },
      ),
    });
  });
  afterAll(async () => {
    await app.stop();
    await smtp.close();
  });

  const forgot = (email: string, host?: string) => {
    const req = http(app).post('/v1/auth/forgot-password');
    if (host) void req.set('Host', host).set('X-Forwarded-Host', host);
    return req.send({ email });
  };
  const reset = (path: string, password: string) =>
    http(app).post(`/v1/auth${path}`).send({ password });
  const login = (email: string, password: string) =>
    http(app).post('/v1/auth/login').send({ email, password });
  // Sign-up mails a verification link to the same address: wait for the reset mail only.
  const mailTo = (email: string) =>
    smtp.waitForMail(
      (m) =>
        m.subject === 'Reset your Squadup password' &&
        m.to !== undefined &&
        JSON.stringify(m.to).includes(email),
    );
  const changedMailTo = (email: string) =>
    smtp.waitForMail(
      (m) =>
        m.subject === 'Your Squadup password was changed' &&
        m.to !== undefined &&
        JSON.stringify(m.to).includes(email),
    );
  const changedMails = (email: string) =>
    smtp.messages.filter(
      (m) =>
        m.subject === 'Your Squadup password was changed' && JSON.stringify(m.to).includes(email),
    );
  const pathOf = (link: string) => new URL(link).pathname;

  it('answers a known and an unknown address identically', async () => {
    const member = await signUp(app);
    const known = await forgot(member.user.email);
    const unknown = await forgot('nobody-at-all@example.test');
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(FORGOT_ANSWER);
    }
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    await mailTo(member.user.email); // only the known one gets mail
  });

  it('does not make the answer wait for the mail server', async () => {
    const member = await signUp(app);
    const release = smtp.hold();
    try {
      const delivered = smtp.messages.length;
      // Answered while the mail server holds every message: the answer never waited for it.
      const res = await forgot(member.user.email);
      expect(res.status).toBe(200);
      expect(smtp.messages).toHaveLength(delivered);
    } finally {
      release();
    }
    await mailTo(member.user.email);
  });

  it('mails a link built from WEB_URL (never the Host header) that resets the password once', async () => {
    const member = await signUp(app);
    await forgot(member.user.email, 'attacker.example');
    const mail = await mailTo(member.user.email);
    expect(mail.subject).toBe('Reset your Squadup password');
    const link = resetLinkIn(mail);
    expect(link).toMatch(
      new RegExp(`^${WEB_URL}/reset-password/${member.user._id}/[A-Za-z0-9_-]{43}$`),
    );
    expect(mail.html).toContain(link);
    expect(`${mail.text}${mail.html}`).not.toContain('attacker.example');

    // The token is stored only as its SHA-256 digest.
    const token = link.split('/').at(-1)!;
    const rows = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, member.user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (rows[0]!.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const first = await reset(pathOf(link), NEW_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Your password has been reset. You can now log in.' });

    const again = await reset(pathOf(link), 'yet-another-passphrase-8');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link is invalid or has expired.');

    expect((await login(member.user.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(member.user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(member.user.email, 'yet-another-passphrase-8')).status).toBe(401);

    // The request log shows the reset path without its token (and never a password).
    const logged = logLines.join('\n');
    expect(logged).toContain(`/v1/auth/reset-password/${member.user._id}/[redacted]`);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(NEW_PASSWORD);
  });

  it('signs out every session: refresh tokens issued before the reset stop working', async () => {
    const member = await signUp(app);
    const otherDevice = (await login(member.user.email, GOOD_PASSWORD)).headers;
    await forgot(member.user.email);
    const link = resetLinkIn(await mailTo(member.user.email));
    expect((await reset(pathOf(link), NEW_PASSWORD)).status).toBe(200);
    expect((await refresh(app, member.cookie)).status).toBe(401);
    expect((await refresh(app, refreshCookie(otherDevice))).status).toBe(401);
  });

  it('uses up earlier unused links when one is used', async () => {
    const member = await signUp(app);
    await forgot(member.user.email);
    const firstLink = resetLinkIn(await mailTo(member.user.email));
    await forgot(member.user.email);
    const secondLink = resetLinkIn(
      await smtp.waitForMail(
        (m) => m.text?.includes(member.user._id) === true && !m.text.includes(firstLink),
      ),
    );
    expect((await reset(pathOf(secondLink), NEW_PASSWORD)).status).toBe(200);
    expect((await reset(pathOf(firstLink), 'some-other-passphrase-9')).status).toBe(400);
    const unused = await app.db
      .select()
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.user_id, member.user._id), isNull(passwordResetTokens.used_at)),
      );
    expect(unused).toEqual([]);
  });

  it('refuses an expired link, a link for another member, and a made-up one', async () => {
    const member = await signUp(app);
    const other = await signUp(app);
    await forgot(member.user.email);
    const link = resetLinkIn(await mailTo(member.user.email));
    const token = link.split('/').at(-1)!;
    const attempts = [
      `/reset-password/${other.user._id}/${token}`,
      `/reset-password/${member.user._id}/made-up-token`,
      `/reset-password/not-a-uuid/${token}`,
    ];
    for (const path of attempts) {
      const res = await reset(path, NEW_PASSWORD);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('This reset link is invalid or has expired.');
    }
    await app.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.token_hash, hashToken(token)));
    expect((await reset(pathOf(link), NEW_PASSWORD)).status).toBe(400);
    expect((await login(member.user.email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('checks the new password like sign-up does (length, common list) before using the link', async () => {
    const member = await signUp(app);
    await forgot(member.user.email);
    const link = resetLinkIn(await mailTo(member.user.email));
    const short = await reset(pathOf(link), 'short');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters.');
    const common = await reset(pathOf(link), 'iloveyou');
    expect(common.body.message).toBe(
      'This password is too common. Please choose a less guessable one.',
    );
    expect((await reset(pathOf(link), NEW_PASSWORD)).status).toBe(200); // still usable
  });

  it('mails the member once their password changed, by a reset or in Settings, with the way back', async () => {
    const member = await signUp(app);
    await forgot(member.user.email);
    const refused = await reset(pathOf(resetLinkIn(await mailTo(member.user.email))), 'short');
    expect(refused.status).toBe(400);
    await app.server.settled();
    expect(changedMails(member.user.email)).toEqual([]); // nothing changed, nothing said

    await forgot(member.user.email);
    const link = resetLinkIn(await mailTo(member.user.email));
    expect((await reset(pathOf(link), NEW_PASSWORD)).status).toBe(200);
    const mail = await changedMailTo(member.user.email);
    expect(mail.text).toMatch(/^Hi .+,$/m);
    expect(mail.text).toContain('If it was not, choose a new password now');
    expect(mail.text).toContain(`${WEB_URL}/forgot-password`);
    expect(mail.html).toContain(`href="${WEB_URL}/forgot-password"`);
    expect(`${mail.text}${mail.html}`).not.toContain(NEW_PASSWORD);

    const signedIn = await login(member.user.email, NEW_PASSWORD);
    const changed = await http(app)
      .post('/v1/auth/change-password')
      .set('Authorization', `Bearer ${signedIn.body.accessToken as string}`)
      .send({ currentPassword: NEW_PASSWORD, newPassword: 'a-third-passphrase-9' });
    expect(changed.status, changed.text).toBe(200);
    await app.server.settled();
    expect(changedMails(member.user.email)).toHaveLength(2);
  });

  it('refuses a malformed address with the spec message (the only answer that differs)', async () => {
    const res = await forgot('not an address');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter a valid email.');
  });
});
