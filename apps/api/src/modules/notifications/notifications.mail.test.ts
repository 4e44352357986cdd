import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildPost } from '../../../test/factories.js';
import { buildMember, type Member } from '../../../test/members.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { activities, outboxMails } from '../../db/schema/index.js';
import { composeActivityMails } from './compose-activity.js';
import type { NotificationJobDeps } from './notifications.jobs.js';
import {
  aMinuteLater,
  startMailJobs,
  verifyEmail,
} from '../../../test/support/notification-jobs.js';

// Activity mail honours each member's level, batches a burst into one mail, carries
// the one-click unsubscribe headers, and goes out once through the outbox and pg-boss, over a
// real SMTP server on loopback.

const APPLY = `mutation($postId: ID!) { applyToPost(postId: $postId) { _id } }`;
const SET_LEVEL = `mutation($kind: NotificationKind!, $level: NotificationLevel!) {
  updateNotificationSetting(kind: $kind, level: $level) { kind level } }`;
const SETTINGS = `{ getNotificationSettings { kind level } }`;

let app: TestApp;
let smtp: TestSmtpServer;
let jobs: Awaited<ReturnType<typeof startMailJobs>>;
let deps: NotificationJobDeps;
beforeAll(async () => {
  app = await startTestApp();
  smtp = await startSmtpServer();
  jobs = await startMailJobs(app, smtp);
  deps = jobs.deps;
});
afterAll(async () => {
  await jobs.stop();
  await app.stop();
  await smtp.close();
});

let counter = 0;
async function owner(level?: string): Promise<Member> {
  counter += 1;
  const member = await buildMember(app, { first_name: `Olga${counter}`, last_name: 'Owner' });
  await verifyEmail(app, member.user.id);
  if (level) await member.gql(SET_LEVEL, { kind: 'applications', level });
  return member;
}
const applicant = (first_name: string) => buildMember(app, { first_name, last_name: 'Test' });
const mailsTo = (member: Member) =>
  smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(member.user.email));
const itemsOf = (member: Member) =>
  app.db.select().from(activities).where(eq(activities.recipient_id, member.user.id));

describe('notification settings', () => {
  it('answers every kind with its default, and keeps a change', async () => {
    const member = await owner();
    const before = await member.gql<{ getNotificationSettings: { kind: string; level: string }[] }>(
      SETTINGS,
    );
    expect(before.data.getNotificationSettings).toEqual([
      { kind: 'applications', level: 'instant' },
      { kind: 'decisions', level: 'instant' },
      { kind: 'connections', level: 'in_app' },
      { kind: 'squads', level: 'in_app' },
      { kind: 'messages', level: 'instant' },
      { kind: 'matching_posts', level: 'digest' },
      { kind: 'events', level: 'instant' },
    ]);
    await member.gql(SET_LEVEL, { kind: 'squads', level: 'off' });
    const after = await member.gql<{ getNotificationSettings: { kind: string; level: string }[] }>(
      SETTINGS,
    );
    expect(after.data.getNotificationSettings).toContainEqual({ kind: 'squads', level: 'off' });
  });

  it('refuses a level or kind that does not exist, and changes nothing', async () => {
    const member = await owner();
    const result = await member.gql(SET_LEVEL, { kind: 'applications', level: 'hourly' });
    expect(result.code).toBe('BAD_USER_INPUT');
    const settings = await member.gql<{
      getNotificationSettings: { kind: string; level: string }[];
    }>(SETTINGS);
    expect(settings.data.getNotificationSettings[0]).toEqual({
      kind: 'applications',
      level: 'instant',
    });
  });
});

describe('activity mail', () => {
  it('mails the owner once for a burst of applications, with the unsubscribe headers', async () => {
    const olga = await owner();
    const post = await buildPost(app.db, {
      posted_by: olga.user.id,
      title: 'Campus lost-and-found',
    });
    for (const name of ['Ana', 'Ben', 'Cleo']) {
      expect(
        (await (await applicant(name)).gql(APPLY, { postId: post.id })).errors,
      ).toBeUndefined();
    }
    expect(await composeActivityMails(deps, aMinuteLater())).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitForMail((m) => JSON.stringify(m.to).includes(olga.user.email));
    expect(mail.subject).toBe('Cleo Test and 2 others applied to Campus lost-and-found');
    expect(mail.text).toContain(`${app.config.webUrl}/myposts/${post.id}`);
    // The raw header, unfolded (a long value is folded onto a second line).
    const header = (name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <http:\/\/\S+\/v1\/mail\/unsubscribe\?token=\S+>$/,
    );
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail.messageId).toMatch(/@squadup\.mail>?$/);

    // Nothing is left to compose, and the outbox row is stamped sent.
    expect(await composeActivityMails(deps, aMinuteLater())).toBe(0);
    // The job stamps the row just after the server's answer.
    await vi.waitFor(async () => {
      const [row] = await app.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.recipient_id, olga.user.id));
      expect(row?.sent_at).not.toBeNull();
    });
    expect(mailsTo(olga)).toHaveLength(1);
    expect((await itemsOf(olga)).every((item) => item.mail === 'mailed')).toBe(true);
  });

  it('waits a minute so a burst makes one mail', async () => {
    const olga = await owner();
    const post = await buildPost(app.db, { posted_by: olga.user.id });
    await (await applicant('Dan')).gql(APPLY, { postId: post.id });
    await composeActivityMails(deps, new Date());
    expect((await itemsOf(olga))[0]?.mail).toBe('instant');
  });

  it('in the app only sends no mail; off writes nothing; digest keeps the item for the digest', async () => {
    const inApp = await owner('in_app');
    const off = await owner('off');
    const digest = await owner('digest');
    const ana = await applicant('Ana');
    for (const who of [inApp, off, digest]) {
      const post = await buildPost(app.db, { posted_by: who.user.id });
      expect((await ana.gql(APPLY, { postId: post.id })).errors).toBeUndefined();
    }
    await composeActivityMails(deps, aMinuteLater());
    expect((await itemsOf(inApp)).map((item) => item.mail)).toEqual(['none']);
    expect(await itemsOf(off)).toEqual([]);
    expect((await itemsOf(digest)).map((item) => item.mail)).toEqual(['digest']);
    const outbox = await app.db.select().from(outboxMails);
    const recipients = outbox.map((mail) => mail.recipient_id);
    for (const who of [inApp, off, digest]) expect(recipients).not.toContain(who.user.id);
  });

  it('mails no unverified address (the item stays in the feed)', async () => {
    const unverified = await buildMember(app, { first_name: 'Una', email_verified_at: null });
    const post = await buildPost(app.db, { posted_by: unverified.user.id });
    await (await applicant('Eve')).gql(APPLY, { postId: post.id });
    await composeActivityMails(deps, aMinuteLater());
    const items = await itemsOf(unverified);
    expect(items).toHaveLength(1);
    expect(items[0]?.read_at).toBeNull();
    const outbox = await app.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.recipient_id, unverified.user.id));
    expect(outbox).toEqual([]);
  });
});
