import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import * as outbox from './outbox.repo.js';

export interface SendDeps {
  db: Database;
  config: Pick<Config, 'jobs'>;
  mailer: Mailer;
  log: Logger;
}

/** Another attempt holds the mail right now: the job is retried after its back-off. */
export class MailHeld extends Error {
  override name = 'MailHeld';
}

/**
 * Sends one outbox mail, at most once: the attempt claims the row, talks SMTP, and stamps it sent.
 * A process killed before the server's final answer left the mail unsent (SMTP delivers nothing
 * without the end of DATA), so its retry, once the claim runs out, sends it once. The Message-ID
 * is the row's, the same on every attempt.
 */
export async function sendOutboxMail(deps: SendDeps, mailId: string): Promise<void> {
  const mail = await outbox.claimMail(deps.db, mailId, deps.config.jobs.mailClaimMs);
  if (!mail) {
    const state = await outbox.mailState(deps.db, mailId);
    if (state && !state.sent_at)
      throw new MailHeld(`Mail ${mailId} is being sent by another attempt`);
    return; // sent already, or its member deleted the account
  }
  try {
    await deps.mailer.send({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mail.id}@squadup.mail>`,
      // RFC 8058: a mail client's one-click "Unsubscribe" POSTs to the link, no sign-in needed.
      headers: {
        'List-Unsubscribe': `<${mail.unsubscribe_url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    await outbox.markFailed(
      deps.db,
      mailId,
      error instanceof Error ? error.message : String(error),
    );
    deps.log.warn({ err: error, mailId }, 'Notification mail not sent; it will be retried');
    throw error;
  }
  await outbox.markSent(deps.db, mailId);
}
