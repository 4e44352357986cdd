import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { buildMember } from '../../../test/members.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.js';
import { outboxMails } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { createMailer } from '../../lib/mail.js';
import { MailHeld, sendOutboxMail, type SendDeps } from './mail-send.js';
import { MAIL_MAX_ATTEMPTS, requeueStrandedMails } from './notifications.jobs.js';
import { claimMail, insertOutboxMail } from './outbox.repo.js';

// A failing SMTP server delays mail and loses none; a mail held by an attempt (a
// process killed mid-send) is not sent beside it, and is sent once the claim runs out. The
// engine-level retry across a SIGKILL is faults/mail-kill.fault.test.ts.

let app: TestApp;
let smtp: TestSmtpServer;
let deps: SendDeps;
beforeAll(async () => {
  app = await startTestApp();
  smtp = await startSmtpServer();
  const config = { ...app.config, smtpUrl: smtp.url };
  const log = createLogger(config);
  deps = { db: app.db, config, log, mailer: createMailer(config, log) };
});
afterAll(async () => {
  deps.mailer.close();
  await app.stop();
  await smtp.close();
});

async function storedMail(subject: string) {
  const olga = await buildMember(app, { first_name: 'Olga' });
  const id = await insertOutboxMail(app.db, {
    recipient_id: olga.user.id,
    kind: 'activity',
    to_address: olga.user.email,
    subject,
    html: '<p>Hi</p>',
    text: 'Hi',
    unsubscribe_url: 'http://localhost:3000/v1/mail/unsubscribe?token=x',
  });
  return id;
}
const rowOf = async (id: string) =>
  (await app.db.select().from(outboxMails).where(eq(outboxMails.id, id)))[0]!;
const received = (subject: string) => smtp.messages.filter((m) => m.subject === subject);

describe('sending an outbox mail', () => {
  it('a refused attempt keeps the mail, lets go of it, and the retry sends it once', async () => {
    const id = await storedMail('Refused once');
    smtp.refuseNext = 1;
    await expect(sendOutboxMail(deps, id)).rejects.toThrow(/Try again later/);
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ sent_at: null, claimed_until: null, attempts: 1 });
    expect(failed.last_error).toMatch(/Try again later/);
    expect(received('Refused once')).toHaveLength(0);

    await sendOutboxMail(deps, id);
    await sendOutboxMail(deps, id); // a duplicate job: nothing more
    expect(received('Refused once')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, last_error: null });
    expect((await rowOf(id)).sent_at).not.toBeNull();
  });

  it('does not send a mail another attempt holds, and sends it once the claim runs out', async () => {
    const id = await storedMail('Held by a dead sender');
    expect(await claimMail(app.db, id, 60_000)).toBeDefined(); // the sender that was killed
    await expect(sendOutboxMail(deps, id)).rejects.toBeInstanceOf(MailHeld);
    expect(received('Held by a dead sender')).toHaveLength(0);

    // Its claim runs out (time passes).
    await app.db
      .update(outboxMails)
      .set({ claimed_until: sql`now() - interval '1 second'` })
      .where(eq(outboxMails.id, id));
    await sendOutboxMail(deps, id);
    expect(received('Held by a dead sender')).toHaveLength(1);
    expect((await rowOf(id)).attempts).toBe(2);
  });

  it('the sweep queues again only unsent, unheld mails with attempts left', async () => {
    const stranded = await storedMail('Stranded');
    const exhausted = await storedMail('Exhausted');
    const sent = await storedMail('Sent');
    await sendOutboxMail(deps, sent);
    await app.db
      .update(outboxMails)
      .set({ created_at: sql`now() - interval '1 hour'` })
      .where(sql`${outboxMails.id} in (${stranded}, ${exhausted}, ${sent})`);
    await app.db
      .update(outboxMails)
      .set({ attempts: MAIL_MAX_ATTEMPTS })
      .where(eq(outboxMails.id, exhausted));
    // Records what the sweep queues (queueing through pg-boss is notifications.mail.test.ts's).
    const queued: string[] = [];
    const jobs = {
      sendIn: (_tx: unknown, _queue: string, data: object) => {
        queued.push((data as { mailId: string }).mailId);
        return Promise.resolve();
      },
    };
    await requeueStrandedMails({ db: app.db, jobs });
    expect(queued).toContain(stranded);
    expect(queued).not.toContain(exhausted);
    expect(queued).not.toContain(sent);
  });
});
