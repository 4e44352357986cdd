import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { outboxMails } from '../db/schema/index.js';
import { createLogger } from '../lib/logger.js';
import { createMailer } from '../lib/mail.js';
import { notificationJobs } from '../modules/notifications/index.js';
import { createJobEngine } from './engine.js';

// A mail server that accepts a message and never answers must not hold up a stop: the engine
// lets the running send go after its timeout, and the mail stays unsent (and claimed until the
// claim runs out), to be sent by the next attempt.

let app: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  app = await startTestApp();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
});

it('stops within its timeout while a send hangs on the SMTP server, losing no mail', async () => {
  const config = { ...app.config, smtpUrl: smtp.url };
  const log = createLogger(config);
  const mailer = createMailer(config, log);
  const engine = createJobEngine(config, app.database, log);
  await engine.start(
    notificationJobs({ db: app.db, config, log, mailer, jobs: engine, events: app.server.events }),
  );
  const release = smtp.hold(); // the server never answers the message while held
  const user = await buildUser(app.db);
  const dataEnd = smtp.nextDataEnd();
  const [mail] = await app.db.transaction(async (tx) => {
    const rows = await tx
      .insert(outboxMails)
      .values({
        recipient_id: user.id,
        kind: 'activity',
        to_address: user.email,
        subject: 'Hangs',
        html: '<p>Hi</p>',
        text: 'Hi',
        unsubscribe_url: 'http://localhost:3000/u',
      })
      .returning();
    await engine.sendIn(tx, 'mail-send', { mailId: rows[0]!.id });
    return rows;
  });
  await dataEnd; // the send is under way and waiting for the server's answer

  // Returns at all only because it let the send go after its timeout: the server never answers.
  await engine.stop(500);
  mailer.close();
  const [row] = await app.db.select().from(outboxMails).where(eq(outboxMails.id, mail!.id));
  expect(row?.sent_at).toBeNull();
  expect(row?.claimed_until).not.toBeNull();
  expect(smtp.messages.filter((m) => m.subject === 'Hangs')).toEqual([]);
  release();
});
