import { ACTIVITY_KIND, activitySentence, MAIL_SCHEDULE } from '@squadup/shared';
import { footerFor, queueMail, type ComposeDeps } from './compose-core.js';
import * as compose from './compose.repo.js';
import { activityMail, type MailLine } from './mails/index.js';

/** Items a mail takes at most; more are marked mailed and counted as "and N more". */
const ITEMS_PER_COMPOSE = 200;

/** Members handled per sweep; the next minute's sweep takes the rest. */
const RECIPIENTS_PER_SWEEP = 200;

/** Groups the items as the feed does (a type and its subject), newest line first. */
export function linesOf(items: readonly compose.PendingItem[], webUrl: string): MailLine[] {
  const groups = new Map<string, compose.PendingItem[]>();
  for (const item of items) {
    const group = groups.get(item.group_key) ?? [];
    group.push(item);
    groups.set(item.group_key, group);
  }
  return [...groups.values()].map((group) => {
    const newest = group[0]!;
    const actors = group.map((item) => ({
      first_name: item.actor_first_name,
      last_name: item.actor_last_name,
    }));
    return {
      sentence: activitySentence({
        type: newest.type,
        count: group.length,
        actors,
        post_title: newest.post_title,
      }),
      url: `${webUrl}${newest.link}`,
      at: new Date(newest.created_at),
    };
  });
}

/**
 * One member's `instant` items into one mail, in one transaction: the items are marked mailed,
 * the mail stored in the outbox and its send job queued together, so a crash anywhere leaves
 * either all of it or none (the next sweep composes again). Items from a pair blocked since, and
 * mail to an unverified address, are dropped (they stay in the feed).
 */
export async function composeActivityMail(deps: ComposeDeps, userId: string): Promise<boolean> {
  const { config } = deps;
  return deps.db.transaction(async (tx) => {
    const items = await compose.takePendingItems(tx, userId, 'instant', ITEMS_PER_COMPOSE);
    if (items.length === 0) return false;
    await compose.markItemsMailed(
      tx,
      items.map((item) => item.id),
    );
    const recipient = await compose.recipientOf(tx, userId);
    const shown = items.filter((item) => item.visible);
    if (!recipient?.verified || shown.length === 0) return false;

    const lines = linesOf(shown, config.webUrl);
    const kinds = new Set(shown.map((item) => ACTIVITY_KIND[item.type]));
    const footer = footerFor(config, userId, kinds.size === 1 ? [...kinds][0]! : 'all');
    const rendered = await activityMail({
      firstName: recipient.first_name,
      lines: lines.slice(0, MAIL_SCHEDULE.itemsPerMailMax),
      moreCount: Math.max(0, lines.length - MAIL_SCHEDULE.itemsPerMailMax),
      feedUrl: `${config.webUrl}/notifications`,
      ...footer,
    });
    await queueMail(tx, deps.jobs, {
      userId,
      kind: 'activity',
      to: recipient.email,
      footer,
      rendered,
    });
    return true;
  });
}

/** The minute sweep's first part: every member whose oldest waiting item is past the delay. */
export async function composeActivityMails(deps: ComposeDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - MAIL_SCHEDULE.instantDelaySeconds * 1000);
  const recipients = await compose.instantRecipients(deps.db, before, RECIPIENTS_PER_SWEEP);
  let composed = 0;
  for (const { recipient_id } of recipients) {
    if (await composeActivityMail(deps, recipient_id)) composed += 1;
  }
  return composed;
}
