import { NOTIFICATION_KIND_LABELS } from '@squadup/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { JobEngine } from '../../jobs/engine.js';
import type { Logger } from '../../lib/logger.js';
import type { MailFooter, MatchingPostLine, RenderedMail } from './mails/index.js';
import type { MatchingPost } from './matching.repo.js';
import { insertOutboxMail } from './outbox.repo.js';
import { unsubscribeUrl, type UnsubscribeScope } from './unsubscribe.js';

// What every composer shares: the footer of a notification mail, and storing a rendered mail
// with its send job in the composer's transaction (docs/decisions/0030).

export interface ComposeDeps {
  db: Database;
  config: Pick<Config, 'webUrl' | 'jwtSecret'>;
  jobs: Pick<JobEngine, 'sendIn'>;
  log: Logger;
}

/** The queue that delivers outbox mails. */
export const MAIL_SEND_QUEUE = 'mail-send';

function unsubscribeLabel(scope: UnsubscribeScope): string {
  if (scope === 'all') return 'Unsubscribe from these e-mails';
  if (scope === 'digest') return 'Unsubscribe from the daily digest';
  return `Unsubscribe from e-mails about ${NOTIFICATION_KIND_LABELS[scope].toLowerCase()}`;
}

/** The settings link and the signed one-click unsubscribe link for `scope`. */
export const footerFor = (
  config: ComposeDeps['config'],
  userId: string,
  scope: UnsubscribeScope,
): MailFooter => ({
  settingsUrl: `${config.webUrl}/settings`,
  unsubscribeUrl: unsubscribeUrl(config, { userId, scope }),
  unsubscribeLabel: unsubscribeLabel(scope),
});

/** Matching posts as the digest and the alert list them. */
export const postLines = (posts: readonly MatchingPost[], webUrl: string): MatchingPostLine[] =>
  posts.map((post) => ({
    title: post.title,
    url: `${webUrl}/post/${post.id}`,
    type: post.type,
    ownerName: post.owner_name,
    reasons: post.reasons,
  }));

/**
 * Stores a rendered mail in the outbox and queues its send job, in the caller's transaction: the
 * mail exists, and will be sent, exactly when what it reports is marked mailed.
 */
export async function queueMail(
  tx: Database,
  jobs: ComposeDeps['jobs'],
  mail: { userId: string; kind: string; to: string; footer: MailFooter; rendered: RenderedMail },
): Promise<void> {
  const mailId = await insertOutboxMail(tx, {
    recipient_id: mail.userId,
    kind: mail.kind,
    to_address: mail.to,
    unsubscribe_url: mail.footer.unsubscribeUrl,
    ...mail.rendered,
  });
  await jobs.sendIn(tx, MAIL_SEND_QUEUE, { mailId });
}
