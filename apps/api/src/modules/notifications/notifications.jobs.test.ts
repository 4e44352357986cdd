import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import {
  buildChat,
  buildMessage,
  buildPost,
  buildSkill,
  buildUser,
} from '../../../test/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { activities, jobMarks, outboxMails } from '../../db/schema/index.js';
import { composePostAlerts } from './compose-alerts.js';
import { composeDigestPage } from './compose-digest.js';
import { composeUnreadMails, UNREAD_MAIL_MARKS } from './compose-unread.js';
import type { NotificationJobDeps } from './notifications.jobs.js';
import { setLevel } from './settings.repo.js';
import { recordPresence } from '../presence/index.js';
import { startMailJobs } from '../../../test/support/notification-jobs.js';

// The scheduled mails. Unread messages once they are 15 minutes old and the member is
// offline, one mail for many messages and never twice for one; the daily digest batches what
// waited at the digest level with the new matching posts and their reasons; "at once" alerts
// of a new matching post. Real SMTP on loopback, real pg-boss on the app's database.

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

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
const mailTo = (email: string, subject: string) =>
  smtp.waitForMail((m) => JSON.stringify(m.to).includes(email) && m.subject === subject);
const outboxOf = (userId: string) =>
  app.db.select().from(outboxMails).where(eq(outboxMails.recipient_id, userId));

describe('unread messages mail', () => {
  // The messages here are written in the past; each test's first sweep is a new database's,
  // which looks back an hour (a later sweep looks only at what changed since the one before).
  beforeEach(async () => {
    await app.db.delete(jobMarks).where(inArray(jobMarks.name, [...UNREAD_MAIL_MARKS]));
  });

  it('mails an offline member once for messages unread 15 minutes, naming the chats, not the words', async () => {
    const ana = await buildUser(app.db, { first_name: 'Ana' });
    const ben = await buildUser(app.db, { first_name: 'Ben', last_name: 'Okafor' });
    const chat = await buildChat(app.db, { members: [ben.id, ana.id] });
    for (const minutes of [40, 30, 20])
      await buildMessage(app.db, {
        chat_id: chat.id,
        sender_id: ben.id,
        content: 'the secret plan',
        created_at: ago(minutes),
      });

    expect(await composeUnreadMails(deps)).toBeGreaterThanOrEqual(1);
    const mail = await mailTo(ana.email, 'You have 3 unread messages on Squadup');
    expect(mail.text).toContain('Ben Okafor (3)');
    expect(mail.text).toContain(`${app.config.webUrl}/chat/${chat.id}`);
    expect(mail.text).not.toContain('the secret plan');

    // The same messages are never mailed again; a newer one, once 15 minutes old, is.
    await composeUnreadMails(deps);
    expect(await outboxOf(ana.id)).toHaveLength(1);
    await buildMessage(app.db, { chat_id: chat.id, sender_id: ben.id, created_at: ago(5) });
    await composeUnreadMails(deps);
    expect(await outboxOf(ana.id)).toHaveLength(1);
    await composeUnreadMails(deps, new Date(Date.now() + 11 * MINUTE));
    await mailTo(ana.email, 'You have 1 unread message on Squadup');
    expect(await outboxOf(ana.id)).toHaveLength(2);
  });

  it('mails nobody online, nobody who chose the app only, and nothing already read', async () => {
    const online = await buildUser(app.db, { is_online: true });
    const inApp = await buildUser(app.db);
    await setLevel(app.db, inApp.id, 'messages', 'in_app');
    const sender = await buildUser(app.db);
    for (const to of [online, inApp]) {
      const chat = await buildChat(app.db, { members: [sender.id, to.id] });
      await buildMessage(app.db, { chat_id: chat.id, sender_id: sender.id, created_at: ago(30) });
    }
    await composeUnreadMails(deps);
    expect(await outboxOf(online.id)).toEqual([]);
    expect(await outboxOf(inApp.id)).toEqual([]);
    // Going offline later: the member is mailed then (by the next sweep, which looks at the
    // members who went offline since the one before).
    await recordPresence(app.db, online.id, false);
    await composeUnreadMails(deps);
    expect(await outboxOf(online.id)).toEqual([]);
    await composeUnreadMails(deps, new Date(Date.now() + MINUTE));
    expect(await outboxOf(online.id)).toHaveLength(1);
  });
});

describe('the daily digest', () => {
  it('batches the items at the digest level with new matching posts and their reasons, once a day', async () => {
    const dev = await buildUser(app.db, { first_name: 'Dev', title: 'Frontend developer' });
    await buildSkill(app.db, {
      user_id: dev.id,
      skill_name: 'React',
      proficiency_level: 'advanced',
    });
    await setLevel(app.db, dev.id, 'decisions', 'digest');
    const owner = await buildUser(app.db, { first_name: 'Olga', last_name: 'Owner' });
    const post = await buildPost(app.db, {
      posted_by: owner.id,
      title: 'Campus map',
      tech_stack: ['React'],
      created_at: ago(60),
    });
    await app.db.insert(activities).values({
      recipient_id: dev.id,
      actor_id: owner.id,
      type: 'application_accepted',
      post_id: post.id,
      post_title: post.title,
      link: `/squads/${post.id}`,
      group_key: `application_accepted:${post.id}`,
      mail: 'digest',
    });

    const now = new Date();
    await composeDigestPage(deps, undefined, now);
    const mail = await mailTo(dev.email, 'Your Squadup digest: 1 update, 1 new matching post');
    expect(mail.text).toContain('Your application to Campus map was accepted');
    expect(mail.text).toContain(`${app.config.webUrl}/post/${post.id}`);
    expect(mail.text).toContain('Needs React, one of your skills');
    const [item] = await app.db
      .select()
      .from(activities)
      .where(eq(activities.recipient_id, dev.id));
    expect(item?.mail).toBe('mailed');

    // Again the same day: nothing. The next day, with nothing new: no mail either.
    await composeDigestPage(deps, undefined, new Date(now.getTime() + MINUTE));
    await composeDigestPage(deps, undefined, new Date(now.getTime() + 25 * 60 * MINUTE));
    expect(await outboxOf(dev.id)).toHaveLength(1);
  });
});

describe('messages at the digest level', () => {
  it('counts the unread messages in the digest instead of mailing them at once', async () => {
    const ana = await buildUser(app.db, { first_name: 'Ana' });
    await setLevel(app.db, ana.id, 'messages', 'digest');
    const ben = await buildUser(app.db, { first_name: 'Ben', last_name: 'Okafor' });
    const chat = await buildChat(app.db, { members: [ben.id, ana.id] });
    await buildMessage(app.db, { chat_id: chat.id, sender_id: ben.id, created_at: ago(30) });
    await buildMessage(app.db, { chat_id: chat.id, sender_id: ben.id, created_at: ago(20) });
    await composeUnreadMails(deps);
    expect(await outboxOf(ana.id)).toEqual([]);

    let after: string | undefined;
    do after = (await composeDigestPage(deps, after)).next;
    while (after);
    const mail = await mailTo(ana.email, 'Your Squadup digest: 1 update');
    expect(mail.text).toContain('2 unread messages from Ben Okafor');
  });
});

describe('matching-post alerts at once', () => {
  it('alerts the members who chose "at once" of a new matching post, in the feed and by mail', async () => {
    const first = new Date();
    await composePostAlerts(deps, first); // the walk starts here
    const fan = await buildUser(app.db, { first_name: 'Fay' });
    await buildSkill(app.db, {
      user_id: fan.id,
      skill_name: 'Rust',
      proficiency_level: 'beginner',
    });
    await setLevel(app.db, fan.id, 'matching_posts', 'instant');
    const digestFan = await buildUser(app.db);
    await buildSkill(app.db, {
      user_id: digestFan.id,
      skill_name: 'Rust',
      proficiency_level: 'beginner',
    });
    const owner = await buildUser(app.db);
    const post = await buildPost(app.db, {
      posted_by: owner.id,
      title: 'Rusty robots',
      tech_stack: ['Rust'],
      created_at: new Date(first.getTime() + 1000),
    });

    expect(await composePostAlerts(deps, new Date(first.getTime() + 20_000))).toBe(1);
    await mailTo(fan.email, 'New post matching your skills: Rusty robots');
    const items = await app.db
      .select()
      .from(activities)
      .where(and(eq(activities.recipient_id, fan.id), eq(activities.post_id, post.id)));
    expect(items.map((item) => [item.type, item.mail])).toEqual([['post_matched', 'mailed']]);
    expect(await outboxOf(digestFan.id)).toEqual([]);
    // The walk moved on: the post is not alerted twice.
    expect(await composePostAlerts(deps, new Date(first.getTime() + 40_000))).toBe(0);
  });
});
