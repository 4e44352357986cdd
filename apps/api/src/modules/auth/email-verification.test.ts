// E-mail verification through the real app and a real SMTP server on
// loopback: the mailed link, using it, resending it, and what waits for it.
import { AUTH_ROUTES, EMAIL_VERIFICATION_REQUIRED, QUOTAS } from '@squadup/shared';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { FAST_AUTH_ENV, http, memberInput, signUp, type SignedUp } from '../../../test/auth.js';
import { gqlAs, type Member } from '../../../test/members.js';
import { buildMember } from '../../../test/members.js';
import { startSmtpServer, verificationLinkIn, type TestSmtpServer } from '../../../test/smtp.js';
import { memberSocket } from '../../../test/sockets.js';
import { emailVerificationTokens, users } from '../../db/schema/index.js';
import { DEMO_EMAIL } from '../../db/seed/demo-data.js';
import { seedDemoData } from '../../db/seed/seed.js';
import { insertResetToken } from './auth.repo.js';
import { hashToken, newOpaqueToken } from './tokens.js';

const WEB_URL = 'https://squadup.example';
const SUBJECT = 'Verify your Squadup email address';
const INVALID = 'This verification link is invalid or has expired.';
const REQUEST = `mutation($id: ID!) { sendFriendReq(addresseeUserId: $id) { _id } }`;
const CREATE_USER = `mutation($input: CreateUserInput!) { createUser(input: $input) { _id } }`;

let app: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ env: { ...FAST_AUTH_ENV, SMTP_URL: smtp.url, WEB_URL } });
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
});

const verificationMails = (email: string) =>
  smtp.messages.filter((m) => m.subject === SUBJECT && JSON.stringify(m.to).includes(email));
const nextMailTo = (email: string, after = 0): Promise<ParsedMail> =>
  smtp.waitForMail(
    (m) =>
      m.subject === SUBJECT &&
      JSON.stringify(m.to).includes(email) &&
      verificationMails(email).indexOf(m) >= after,
  );
const pathOf = (link: string) => new URL(link).pathname.replace('/verify-email', '');
const verify = (path: string) => http(app).post(`${AUTH_ROUTES.verifyEmail}${path}`);
const me = (member: SignedUp) =>
  http(app).get(AUTH_ROUTES.me).set('Authorization', `Bearer ${member.accessToken}`);
const resend = (member: SignedUp) =>
  http(app)
    .post(AUTH_ROUTES.resendVerification)
    .set('Authorization', `Bearer ${member.accessToken}`);
const verifiedAt = async (userId: string) =>
  (await app.db.select().from(users).where(eq(users.id, userId)))[0]!.email_verified_at;

describe('the verification mail', () => {
  it('goes out after sign-up without holding the answer, with the link on a line of its own', async () => {
    await signUp(app); // the app's first sign-up warms up (bcrypt, first queries)
    await app.server.settled();
    const release = smtp.hold();
    let member: SignedUp;
    try {
      // Answered while the mail server holds every message: the answer never waited for it.
      member = await signUp(app);
    } finally {
      release();
    }
    expect(member.user.email_verified).toBe(false);
    expect((await me(member)).body.email_verified).toBe(false);

    const mail = await nextMailTo(member.user.email);
    const link = verificationLinkIn(mail);
    expect(link).toMatch(new RegExp(`^${WEB_URL}/verify-email/[0-9a-f-]{36}/[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(link);
    // Only the digest is stored, and it expires 24 hours after it was made.
    const [, , tokenId, token] = new URL(link).pathname.split('/');
    const [row] = await app.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.id, tokenId!));
    expect(row!.token_hash).toBe(hashToken(token!));
    expect(JSON.stringify(row)).not.toContain(token!);
    const hours = (row!.expires_at.getTime() - row!.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('is sent for a GraphQL createUser too', async () => {
    const input = memberInput();
    const res = await gqlAs(app, undefined, CREATE_USER, {
      input: {
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        password: input.password,
      },
    });
    expect(res.errors).toBeUndefined();
    verificationLinkIn(await nextMailTo(input.email));
  });
});

describe('POST /v1/auth/verify-email/:id/:token', () => {
  it('verifies the address once; the link (and any other one) then answers "already verified"', async () => {
    const member = await signUp(app);
    const first = verificationLinkIn(await nextMailTo(member.user.email));
    await resend(member).expect(200);
    const second = verificationLinkIn(await nextMailTo(member.user.email, 1));

    const res = await verify(pathOf(second));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your email is verified.' });
    expect((await me(member)).body.email_verified).toBe(true);
    expect(await verifiedAt(member.user._id)).toBeInstanceOf(Date);

    for (const used of [second, first]) {
      const again = await verify(pathOf(used));
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ message: 'Your email is already verified.' });
    }
    // A made-up token under a used link's id still proves nothing.
    const [, , usedId] = new URL(second).pathname.split('/');
    expect((await verify(`/${usedId}/made-up-token`)).status).toBe(400);
  });

  it("tells the member's open tabs at once, and nobody else's", async () => {
    const member = await signUp(app);
    const other = await signUp(app);
    const link = verificationLinkIn(await nextMailTo(member.user.email));
    const socketOf = (who: SignedUp) => memberSocket(app, { token: who.accessToken } as Member);
    const [tab, secondTab, otherTab] = [
      await socketOf(member),
      await socketOf(member),
      await socketOf(other),
    ];
    try {
      await verify(pathOf(link)).expect(200);
      for (const socket of [tab, secondTab])
        expect(await socket.until('accountUpdate')).toEqual({ email_verified: true });
      // A change to the other member after this one reaches them; the verification never did.
      await verify(pathOf(verificationLinkIn(await nextMailTo(other.user.email)))).expect(200);
      await otherTab.until('accountUpdate');
      expect(otherTab.all('accountUpdate')).toHaveLength(1);
      expect(tab.all('accountUpdate')).toHaveLength(1);
    } finally {
      for (const socket of [tab, secondTab, otherTab]) socket.close();
    }
  });

  it('answers a link clicked twice at once: one verifies, the other says "already verified"', async () => {
    const member = await signUp(app);
    const link = verificationLinkIn(await nextMailTo(member.user.email));
    const answers = await Promise.all([verify(pathOf(link)), verify(pathOf(link))]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers.map((res) => (res.body as { message: string }).message).sort()).toEqual([
      'Your email is already verified.',
      'Your email is verified.',
    ]);
    expect(await verifiedAt(member.user._id)).toBeInstanceOf(Date);
  });

  it('refuses an expired link, a made-up token, a token under another id and a malformed id with the same 400', async () => {
    const member = await signUp(app);
    const link = verificationLinkIn(await nextMailTo(member.user.email));
    const [, , tokenId, token] = new URL(link).pathname.split('/');
    const other = await signUp(app);
    const otherId = new URL(verificationLinkIn(await nextMailTo(other.user.email))).pathname.split(
      '/',
    )[2]!;
    for (const path of [
      `/${tokenId}/made-up-token`,
      `/${otherId}/${token}`,
      `/not-a-uuid/${token}`,
      `/${tokenId!.toUpperCase()}x/${token}`,
      `/%20/${token}`,
    ]) {
      const res = await verify(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({ message: INVALID, code: 'BAD_USER_INPUT' });
    }
    await app.db
      .update(emailVerificationTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.id, tokenId!));
    expect((await verify(`/${tokenId}/${token}`)).status).toBe(400);
    expect(await verifiedAt(member.user._id)).toBeNull();
  });
});

describe('POST /v1/auth/resend-verification', () => {
  it('needs a bearer token', async () => {
    const res = await http(app).post(AUTH_ROUTES.resendVerification);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it(`mails a new link, at most ${QUOTAS.verificationMailsPerHour} an hour (sign-up's included), then 429 with Retry-After`, async () => {
    const member = await signUp(app);
    await nextMailTo(member.user.email);
    for (let i = 1; i < QUOTAS.verificationMailsPerHour; i += 1) {
      const res = await resend(member);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'A new verification link is on its way to your inbox.' });
    }
    const limited = await resend(member);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    await app.server.settled();
    expect(verificationMails(member.user.email)).toHaveLength(QUOTAS.verificationMailsPerHour);
  });

  it('says so, and mails nothing, when the address is already verified', async () => {
    const member = await signUp(app);
    const link = verificationLinkIn(await nextMailTo(member.user.email));
    await verify(pathOf(link)).expect(200);
    const res = await resend(member);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your email is already verified.' });
    await app.server.settled();
    expect(verificationMails(member.user.email)).toHaveLength(1);
  });
});

describe('what waits for verification', () => {
  it('sending a connection request: FORBIDDEN until the address is verified', async () => {
    const member = await signUp(app);
    const addressee = await buildMember(app);
    const refused = await gqlAs(app, member.accessToken, REQUEST, { id: addressee.user.id });
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(EMAIL_VERIFICATION_REQUIRED.sendConnectionRequest);

    const link = verificationLinkIn(await nextMailTo(member.user.email));
    await verify(pathOf(link)).expect(200);
    const sent = await gqlAs(app, member.accessToken, REQUEST, { id: addressee.user.id });
    expect(sent.errors).toBeUndefined();
  });

  it('a password reset proves the address too (the link came to it)', async () => {
    const member = await signUp(app);
    const token = newOpaqueToken();
    await insertResetToken(app.db, {
      user_id: member.user._id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 60_000),
    });
    await http(app)
      .post(`${AUTH_ROUTES.resetPassword}/${member.user._id}/${token}`)
      .send({ password: 'a-brand-new-passphrase-7' })
      .expect(200);
    expect(await verifiedAt(member.user._id)).toBeInstanceOf(Date);
  });

  it('the demo members are verified', async () => {
    await seedDemoData(app.db);
    const [demo] = await app.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demo!.email_verified_at).toBeInstanceOf(Date);
  });
});
