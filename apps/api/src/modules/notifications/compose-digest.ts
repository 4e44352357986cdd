import { MAIL_SCHEDULE } from '@squadup/shared';
import { linesOf } from './compose-activity.js';
import { footerFor, postLines, queueMail, type ComposeDeps } from './compose-core.js';
import * as compose from './compose.repo.js';
import { membersDueForDigest } from './digest.repo.js';
import { digestMail } from './mails/index.js';
import { matchingPostsFor } from './matching.repo.js';
import { levelsOf } from './settings.repo.js';
import { unreadSummaryFor, type UnreadSummary } from './unread-mail.repo.js';

/** The queue of the daily digest: the cron starts it, each run a page, queueing the next. */
export const DIGEST_QUEUE = 'mail-digest';
export const DIGEST_CRON = `0 ${MAIL_SCHEDULE.digestHourUtc} * * *`;

/** A member had a digest within this long: not due again (a late run must not send two). */
const DIGEST_GAP_MS = 20 * 3_600_000;
/** Matching posts are looked for this far back the first time. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 3_600_000;
const ITEMS_PER_DIGEST = 200;
export const DIGEST_PAGE = 100;

/** "3 unread messages from Ben Okafor and Campus app", leading to the chats. */
function unreadLine(unread: UnreadSummary, webUrl: string) {
  const names = unread.chats.map((chat) => chat.name);
  const from = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const count = `${unread.total} unread message${unread.total === 1 ? '' : 's'}`;
  return { sentence: `${count} from ${from}`, url: `${webUrl}/chat`, at: new Date(unread.newest) };
}

/**
 * One member's daily digest: the items waiting at the `digest` level and, when matching posts
 * are at `digest`, the new open posts that match them (ranked as recommendations are, with the
 * reasons). Nothing to say: no mail, but the member is marked done for the day.
 */
export async function composeDigest(
  deps: ComposeDeps,
  userId: string,
  now: Date,
): Promise<boolean> {
  const { config } = deps;
  return deps.db.transaction(async (tx) => {
    const marks = await compose.lockMarks(tx, userId);
    if (!marks) return false;
    if (marks.digest_at && now.getTime() - new Date(marks.digest_at).getTime() < DIGEST_GAP_MS)
      return false; // another run got here first
    const items = await compose.takePendingItems(tx, userId, 'digest', ITEMS_PER_DIGEST);
    await compose.markItemsMailed(
      tx,
      items.map((item) => item.id),
    );
    const levels = await levelsOf(tx, userId);
    const wantsPosts = levels.matching_posts === 'digest';
    // Messages at the digest level: the day's unread, counted (never quoted).
    const unread =
      levels.messages === 'digest'
        ? await unreadSummaryFor(tx, userId, { after: marks.messages_until, chatsMax: 3 })
        : null;
    if (unread) await compose.setMarks(tx, userId, { messages_until: new Date(unread.newest) });
    const since = new Date(
      marks.posts_until ?? marks.digest_at ?? now.getTime() - FIRST_DIGEST_LOOKBACK_MS,
    );
    const posts = wantsPosts
      ? await matchingPostsFor(tx, userId, { since, limit: MAIL_SCHEDULE.matchingPostsMax })
      : [];
    await compose.setMarks(tx, userId, {
      digest_at: now,
      ...(wantsPosts ? { posts_until: now } : {}),
    });

    const lines = linesOf(
      items.filter((item) => item.visible),
      config.webUrl,
    );
    if (unread) lines.unshift(unreadLine(unread, config.webUrl));
    const recipient = await compose.recipientOf(tx, userId);
    if (!recipient?.verified || (lines.length === 0 && posts.length === 0)) return false;
    const footer = footerFor(config, userId, 'digest');
    const rendered = await digestMail({
      firstName: recipient.first_name,
      lines: lines.slice(0, MAIL_SCHEDULE.itemsPerMailMax),
      moreCount: Math.max(0, lines.length - MAIL_SCHEDULE.itemsPerMailMax),
      feedUrl: `${config.webUrl}/notifications`,
      posts: postLines(posts, config.webUrl),
      discoverUrl: `${config.webUrl}/discover`,
      ...footer,
    });
    await queueMail(tx, deps.jobs, {
      userId,
      kind: 'digest',
      to: recipient.email,
      footer,
      rendered,
    });
    return true;
  });
}

/**
 * One page of the day's walk (members in id order after `after`); queues the next page, in the
 * same transaction as nothing else, so a crash between pages resumes at the next cron tick at
 * the latest (members done today are skipped by their mark).
 */
export async function composeDigestPage(
  deps: ComposeDeps,
  after: string | undefined,
  now = new Date(),
): Promise<{ composed: number; next: string | undefined }> {
  const page = await membersDueForDigest(deps.db, {
    dueBefore: new Date(now.getTime() - DIGEST_GAP_MS),
    limit: DIGEST_PAGE,
    afterUserId: after,
  });
  let composed = 0;
  for (const { user_id } of page) {
    if (await composeDigest(deps, user_id, now)) composed += 1;
  }
  const next = page.length === DIGEST_PAGE ? page.at(-1)!.user_id : undefined;
  if (next) await deps.db.transaction((tx) => deps.jobs.sendIn(tx, DIGEST_QUEUE, { after: next }));
  return { composed, next };
}
