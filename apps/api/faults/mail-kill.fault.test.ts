// A server killed in the middle of sending a notification mail (after the whole message went
// out, before the SMTP server's "250"): a server started after it sends that mail, and the SMTP
// server receives it exactly once. Real parts: PostgreSQL, pg-boss, the smtp-server package on
// loopback, and SIGKILL.
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.js';
import {
  createEmptyDatabase,
  requirePostgresUrl,
  type ThrowawayDatabase,
} from './support/database.js';
import {
  describeExit,
  killStartedServers,
  spawnServer,
  tempDataDir,
  waitReady,
} from './support/server.js';

const CLAIM_SECONDS = 3;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await killStartedServers();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const since = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - since > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function startServer(
  database: ThrowawayDatabase,
  smtp: TestSmtpServer,
  label: string,
  jobs = 'on',
) {
  const dir = await tempDataDir();
  cleanups.push(dir.remove);
  const server = await spawnServer({
    label,
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: dir.dir,
      JOBS: jobs,
      SMTP_URL: smtp.url,
      MAIL_CLAIM_SECONDS: String(CLAIM_SECONDS),
    },
  });
  await waitReady(server);
  return server;
}

it('a mail cut off by SIGKILL mid-send is sent by the next server, exactly once', async () => {
  const database = await createEmptyDatabase(requirePostgresUrl());
  cleanups.push(() => database.drop());
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());
  // The first server's send hangs after the message's end, where the server's answer is due.
  smtp.delayMs = 60_000;

  // A server without jobs migrates the empty database; then a mail whose send job was lost long
  // ago (as after retries used up while the SMTP server was down): the sweep that runs when a
  // server with jobs starts queues it again.
  await (await startServer(database, smtp, 'migrate', 'off')).stop();
  const userId = randomUUID();
  const mailId = randomUUID();
  await database.query(
    `insert into users (id, first_name, email, email_verified_at) values ($1, 'Olga', 'olga@example.test', now())`,
    [userId],
  );
  await database.query(
    `insert into outbox_mails (id, recipient_id, kind, to_address, subject, html, text, unsubscribe_url, created_at)
     values ($1, $2, 'activity', 'olga@example.test', 'Ana applied to Campus app', '<p>Hi</p>', 'Hi', 'http://localhost/u', now() - interval '1 hour')`,
    [mailId, userId],
  );
  const dataEnd = smtp.nextDataEnd();
  const first = await startServer(database, smtp, 'first');
  await dataEnd;
  first.signal('SIGKILL');
  const exit = await first.exited;
  console.warn(`first server: ${describeExit(exit)} while the SMTP server held the message`);
  smtp.delayMs = 0;

  // The killed attempt's claim runs out; then a new server takes the mail.
  await until('the claim to run out', async () => {
    const [row] = await database.query<{ free: boolean }>(
      `select claimed_until < now() as free from outbox_mails where id = $1`,
      [mailId],
    );
    return row?.free ? true : undefined;
  });
  const second = await startServer(database, smtp, 'second');
  const mail = await smtp.waitForMail((m) => m.subject === 'Ana applied to Campus app', 90_000);
  const sent = await until('the mail to be stamped sent', async () => {
    const [row] = await database.query<{ sent: boolean; attempts: number }>(
      `select sent_at is not null as sent, attempts from outbox_mails where id = $1`,
      [mailId],
    );
    return row?.sent ? row : undefined;
  });
  await second.stop();

  const received = smtp.messages.filter((m) => m.messageId === `<${mailId}@squadup.mail>`);
  console.warn(`attempts ${sent.attempts}; received ${received.length}`);
  expect(mail.messageId).toBe(`<${mailId}@squadup.mail>`);
  expect(received).toHaveLength(1);
  expect(sent.attempts).toBe(2);
});
