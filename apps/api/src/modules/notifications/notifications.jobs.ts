import type { JobDefinition } from '../../jobs/engine.js';
import { composeActivityMails } from './compose-activity.js';
import { MAIL_SEND_QUEUE } from './compose-core.js';
import { composePostAlerts, type AlertDeps } from './compose-alerts.js';
import { composeDigestPage, DIGEST_CRON, DIGEST_QUEUE } from './compose-digest.js';
import { composeUnreadMails } from './compose-unread.js';
import { sendOutboxMail, type SendDeps } from './mail-send.js';
import { strandedMails } from './outbox.repo.js';

// The notification mail jobs (docs/decisions/0030). Changes never queue anything themselves:
// they write activity items (and messages) in their own transaction, and a sweep every minute
// turns what is due into outbox mails, each sent by a job of its own.

export type NotificationJobDeps = AlertDeps & SendDeps;

/** The minute sweep's queue: what is due becomes outbox mails. */
export const MAIL_SWEEP_QUEUE = 'mail-sweep';

/** Attempts at one mail before it waits for an operator (the sweep stops queueing it). */
export const MAIL_MAX_ATTEMPTS = 12;

/** The sweep queues again an unsent mail left this long without a job (its retries used up). */
const STRANDED_AFTER_MS = 15 * 60_000;

/** Queues a send job again for mails whose jobs gave up while the SMTP server was down. */
export async function requeueStrandedMails(
  deps: Pick<NotificationJobDeps, 'db' | 'jobs'>,
  now = new Date(),
) {
  const stranded = await strandedMails(
    deps.db,
    new Date(now.getTime() - STRANDED_AFTER_MS),
    MAIL_MAX_ATTEMPTS,
    100,
  );
  for (const { id } of stranded) {
    await deps.db.transaction((tx) => deps.jobs.sendIn(tx, MAIL_SEND_QUEUE, { mailId: id }));
  }
  return stranded.length;
}

/** The minute sweep's steps, in order: what each turned into outbox mails (or queued again). */
export async function runMailSweep(deps: AlertDeps, now = new Date()) {
  const alerts = await composePostAlerts(deps, now);
  const activity = await composeActivityMails(deps, now);
  const messages = await composeUnreadMails(deps, now);
  const requeued = await requeueStrandedMails(deps, now);
  return { alerts, activity, messages, requeued };
}

export function notificationJobs(deps: NotificationJobDeps): JobDefinition[] {
  const claimSeconds = Math.ceil(deps.config.jobs.mailClaimMs / 1000);
  return [
    {
      queue: MAIL_SEND_QUEUE,
      // 30 s, 1 min, 2 min ... up to an hour between attempts while the SMTP server is down; a
      // job whose worker died is failed (and retried) once it outlives the claim.
      options: {
        retryLimit: MAIL_MAX_ATTEMPTS,
        retryDelay: 30,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: claimSeconds,
      },
      run: (data) => sendOutboxMail(deps, String(data.mailId)),
    },
    {
      queue: MAIL_SWEEP_QUEUE,
      // 'singleton': one sweep at a time across instances; the cron fires it once a minute.
      options: { policy: 'singleton', retryLimit: 0, expireInSeconds: 300 },
      cron: '* * * * *',
      runAtStart: true,
      async run() {
        const swept = await runMailSweep(deps);
        if (swept.alerts || swept.activity || swept.messages || swept.requeued)
          deps.log.info(swept, 'Mail sweep');
      },
    },
    {
      queue: DIGEST_QUEUE,
      // Each run is one page of members and queues the next; a failed page is retried.
      options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
      cron: DIGEST_CRON,
      async run(data) {
        const after = typeof data.after === 'string' ? data.after : undefined;
        const { composed } = await composeDigestPage(deps, after);
        if (composed) deps.log.info({ composed }, 'Daily digest page');
      },
    },
  ];
}
