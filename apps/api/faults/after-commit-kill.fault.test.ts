// A server killed (SIGKILL) right after the commit of an accept, before anything that runs after
// a commit (docs/decisions/0038-domain-events.md): the applicant's activity item was written in
// the accept's own transaction, so it is there once; a server started after it with jobs on
// mails it, the loopback SMTP server receives exactly one mail, and later sweeps send nothing
// again. Real parts: PostgreSQL, pg-boss, the smtp-server package on loopback, and SIGKILL (the
// server sends it to itself at the fault point SQUADUP_FAULT_KILL_AFTER_COMMIT names).
import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { afterAll, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.js';
import {
  createEmptyDatabase,
  requirePostgresUrl,
  type ThrowawayDatabase,
} from './support/database.js';
import { jsonOf, send } from './support/http.js';
import {
  describeExit,
  killStartedServers,
  spawnServer,
  tempDataDir,
  waitReady,
  type ServerProcess,
} from './support/server.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await killStartedServers();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000) {
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
  env: Record<string, string>,
) {
  const dir = await tempDataDir();
  cleanups.push(dir.remove);
  const server = await spawnServer({
    label,
    env: { DATABASE_URL: database.url, DATA_DIR: dir.dir, SMTP_URL: smtp.url, ...env },
  });
  // A first start migrates the database; on a loaded machine that takes a while.
  await waitReady(server, 180_000);
  return server;
}

/** Signs a member up over REST; answers their id and access token. */
async function signUp(server: ServerProcess, firstName: string, email: string) {
  const outcome = await send(server.url, {
    method: 'POST',
    path: '/v1/auth/signup',
    json: { first_name: firstName, email, password: `Fault-${randomUUID()}` },
  });
  const body = jsonOf(outcome) as { accessToken?: string; user?: { _id?: string } } | undefined;
  if (!body?.accessToken || !body.user?._id)
    throw new Error(`sign-up failed: ${JSON.stringify(outcome)}`);
  return { id: body.user._id, token: body.accessToken };
}

/** A notification mail (an outbox mail's Message-ID) to `email`; not the sign-up's verification. */
const notificationTo = (mail: ParsedMail, email: string) =>
  [mail.to ?? []].flat().some((to) => to.text.includes(email)) &&
  (mail.messageId ?? '').endsWith('@squadup.mail>');

/** How many mail sweeps pg-boss has completed on this database. */
async function sweepsDone(database: ThrowawayDatabase): Promise<number> {
  const [row] = await database.query<{ n: string }>(
    `select count(*) as n from pgboss.job where name = 'mail-sweep' and state = 'completed'`,
  );
  return Number(row?.n ?? 0);
}

it('an accept killed right after its commit loses no activity item and no mail, and sends none twice', async () => {
  const database = await createEmptyDatabase(requirePostgresUrl());
  cleanups.push(() => database.drop());
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());

  // The first server migrates, serves the accept, and dies right after its commit (no jobs, so
  // nothing of the mail path runs in it).
  const first = await startServer(database, smtp, 'killed', {
    JOBS: 'off',
    SQUADUP_FAULT_KILL_AFTER_COMMIT: 'application.decided',
  });
  const applicantEmail = `ana-${randomUUID().slice(0, 8)}@example.test`;
  const owner = await signUp(first, 'Olga', `olga-${randomUUID().slice(0, 8)}@example.test`);
  const applicant = await signUp(first, 'Ana', applicantEmail);
  // Only verified addresses get mail (docs/decisions/0030).
  await database.query(`update users set email_verified_at = now()`);
  const postId = randomUUID();
  const applicationId = randomUUID();
  await database.query(
    `insert into posts (id, posted_by, title, applications_count) values ($1, $2, 'Campus app', 1)`,
    [postId, owner.id],
  );
  await database.query(
    `insert into applications (id, post_id, applicant_id, status) values ($1, $2, $3, 'pending')`,
    [applicationId, postId, applicant.id],
  );

  const accept = await send(first.url, {
    method: 'POST',
    path: '/graphql',
    headers: { Authorization: `Bearer ${owner.token}` },
    json: {
      query: `mutation($id: ID!) { updateApplicationStatus(applicationId: $id, status: accepted) { _id status } }`,
      variables: { id: applicationId },
    },
  });
  const exit = await first.exited;
  console.warn(
    `accept: ${accept.kind === 'answer' ? accept.body : accept.kind}; first server: ${describeExit(exit)}`,
  );
  expect(exit.signal).toBe('SIGKILL');
  expect(accept.kind).not.toBe('answer');

  // The accept committed, and its activity item with it.
  const [application] = await database.query<{ status: string }>(
    `select status from applications where id = $1`,
    [applicationId],
  );
  expect(application?.status).toBe('accepted');
  const items = () =>
    database.query<{ id: string; mail: string }>(
      `select id, mail from activities where recipient_id = $1 and type = 'application_accepted'`,
      [applicant.id],
    );
  const written = await items();
  expect(written).toHaveLength(1);
  expect(written[0]!.mail).toBe('instant');
  // Its minute of grouping is over (instant mail waits a minute for a burst to settle), so the
  // next server's first sweep takes it rather than one a minute later.
  await database.query(`update activities set created_at = created_at - interval '2 minutes'`);

  const second = await startServer(database, smtp, 'after', { JOBS: 'on' });
  const mail = await smtp.waitForMail((m) => notificationTo(m, applicantEmail), 120_000);
  await until('the mail to be stamped sent', async () => {
    const [row] = await database.query<{ sent: boolean }>(
      `select bool_and(sent_at is not null) as sent from outbox_mails where recipient_id = $1`,
      [applicant.id],
    );
    return row?.sent ? true : undefined;
  });
  // Further sweeps (another server's first sweep, then this one's) find nothing left to send.
  const sweeps = await sweepsDone(database);
  const third = await startServer(database, smtp, 'again', { JOBS: 'on' });
  await until('another sweep', async () =>
    (await sweepsDone(database)) >= sweeps + 1 ? true : undefined,
  );
  await third.stop();
  await second.stop();

  const toApplicant = smtp.messages.filter((m) => notificationTo(m, applicantEmail));
  const outbox = await database.query<{ id: string }>(
    `select id from outbox_mails where recipient_id = $1`,
    [applicant.id],
  );
  const after = await items();
  console.warn(
    `items ${after.length} (${after.map((i) => i.mail).join(', ')}); outbox ${outbox.length}; received ${toApplicant.length}; sweeps ${await sweepsDone(database)}`,
  );
  expect(mail.subject).toMatch(/Campus app/);
  expect(after).toHaveLength(1);
  expect(after[0]!.mail).toBe('mailed');
  expect(outbox).toHaveLength(1);
  expect(toApplicant).toHaveLength(1);
}, 480_000);
