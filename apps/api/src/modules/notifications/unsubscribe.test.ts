import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildMember, type Member } from '../../../test/members.js';
import { levelsOf } from './settings.repo.js';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe.js';
import { UNSUBSCRIBE_MESSAGES } from './unsubscribe.routes.js';

// The one-click unsubscribe (RFC 8058) works signed out, once per link, and a link
// that was tampered with changes nothing.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const pathOf = (url: string) => url.slice(app.config.webUrl.length);
const member = () => buildMember(app, { first_name: 'Una' });
const linkFor = (who: Member, scope: 'applications' | 'all') =>
  pathOf(unsubscribeUrl(app.config, { userId: who.user.id, scope }));

describe('one-click unsubscribe', () => {
  it('shows a confirmation on GET and changes nothing (link scanners fetch links)', async () => {
    const una = await member();
    const res = await app.request.get(linkFor(una, 'applications'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('Stop e-mails about applications to your posts?');
    expect(res.text).toMatch(/<form [^>]*method="post"/);
    expect((await levelsOf(app.db, una.user.id)).applications).toBe('instant');
  });

  it('unsubscribes signed out on the one-click POST, keeping the kind in the app', async () => {
    const una = await member();
    const res = await app.request
      .post(linkFor(una, 'applications'))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.text).toContain('You are unsubscribed');
    const levels = await levelsOf(app.db, una.user.id);
    expect(levels.applications).toBe('in_app');
    expect(levels.decisions).toBe('instant'); // other kinds untouched
    // Again: still fine, nothing more changes.
    expect((await app.request.post(linkFor(una, 'applications'))).status).toBe(200);
    expect((await levelsOf(app.db, una.user.id)).applications).toBe('in_app');
  });

  it('an `all` link stops every mailed kind and leaves off as off', async () => {
    const una = await member();
    await una.gql(`mutation { updateNotificationSetting(kind: squads, level: off) { kind } }`);
    expect((await app.request.post(linkFor(una, 'all'))).status).toBe(200);
    expect(await levelsOf(app.db, una.user.id)).toEqual({
      applications: 'in_app',
      decisions: 'in_app',
      connections: 'in_app',
      squads: 'off',
      messages: 'in_app',
      matching_posts: 'in_app',
      events: 'in_app',
    });
  });

  it('the digest’s link stops the digest only: kinds mailed at once stay so', async () => {
    const una = await member();
    await una.gql(`mutation { updateNotificationSetting(kind: squads, level: digest) { kind } }`);
    const link = pathOf(unsubscribeUrl(app.config, { userId: una.user.id, scope: 'digest' }));
    expect((await app.request.get(link)).text).toContain('Stop the daily digest e-mail?');
    expect((await app.request.post(link)).status).toBe(200);
    const levels = await levelsOf(app.db, una.user.id);
    expect(levels).toMatchObject({ squads: 'in_app', matching_posts: 'in_app' });
    expect(levels).toMatchObject({ applications: 'instant', messages: 'instant' });
  });

  it('refuses a tampered or foreign token with a coded error and changes nothing', async () => {
    const una = await member();
    const ben = await member();
    const token = unsubscribeToken(app.config, { userId: una.user.id, scope: 'applications' });
    const [, , signature] = token.split('.');
    const tampered = [
      // Ben's id under Una's signature.
      `${ben.user.id}.applications.${signature}`,
      // Another kind under the same signature.
      `${una.user.id}.all.${signature}`,
      `${token.slice(0, -2)}xx`,
      'nonsense',
      '',
    ];
    for (const bad of tampered) {
      const path = `/v1/mail/unsubscribe?token=${encodeURIComponent(bad)}`;
      const page = await app.request.get(path);
      expect(page.status).toBe(400);
      expect(page.text).toContain('This unsubscribe link is not valid.');
      const post = await app.request.post(path);
      expect(post.status).toBe(400);
      expect(post.body).toEqual({ code: 'BAD_USER_INPUT', message: UNSUBSCRIBE_MESSAGES.invalid });
    }
    const repeated = await app.request.post('/v1/mail/unsubscribe?token=a&token=b');
    expect(repeated.status).toBe(400);
    for (const who of [una, ben]) {
      expect((await levelsOf(app.db, who.user.id)).applications).toBe('instant');
    }
  });

  it('a deleted member’s link answers as usual and writes nothing', async () => {
    const una = await member();
    const link = linkFor(una, 'applications');
    await una.gql(`mutation($id: ID!) { deleteUser(userId: $id) }`, { id: una.user.id });
    expect((await app.request.post(link)).status).toBe(200);
  });
});
