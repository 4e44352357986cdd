import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_AUTH_ENV, http, signUp } from '../../../test/auth.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { freePort } from '../../../test/ports.js';
import { startSmtpServer, verificationLinkIn, type TestSmtpServer } from '../../../test/smtp.js';
import { AUTH_ERRORS } from './messages.js';

// Outside production WEB_URL follows PORT, so a server on any port accepts the silent refresh
// from the app it serves (docs/decisions/0035-production-refusals.md).
describe('the refresh origin check on a port other than 3000, without WEB_URL', () => {
  let app: TestApp;
  let smtp: TestSmtpServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    smtp = await startSmtpServer();
    app = await startTestApp({ env: { ...FAST_AUTH_ENV, PORT: String(port), SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app.stop();
    await smtp.close();
  });

  it('accepts the refresh (and logout) from its own origin, and mails links to it', async () => {
    const origin = `http://localhost:${port}`;
    expect(app.url).toBe(origin);
    const member = await signUp(app);
    const refreshed = await http(app)
      .post('/v1/auth/refresh-token')
      .set('Cookie', member.cookie)
      .set('Origin', origin);
    expect(refreshed.status).toBe(200);
    const mail = await smtp.waitForMail((m) => JSON.stringify(m.to).includes(member.input.email));
    expect(verificationLinkIn(mail)).toMatch(new RegExp(`^${origin}/`));
  });

  it('still refuses the old default origin and foreign ones', async () => {
    const member = await signUp(app);
    for (const foreign of ['http://localhost:3000', 'https://evil.example']) {
      const res = await http(app)
        .post('/v1/auth/refresh-token')
        .set('Cookie', member.cookie)
        .set('Origin', foreign);
      expect(res.status, foreign).toBe(403);
      expect((res.body as { message: string }).message).toBe(AUTH_ERRORS.crossSiteRefused);
    }
  });
});
