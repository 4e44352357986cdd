import type { Database } from '../../db/client.js';
import { record, transact, type DomainEvents } from '../../lib/domain-events.js';
import { recordActivity } from './feed.service.js';
import { footerFor, postLines, queueMail, type ComposeDeps } from './compose-core.js';
import * as compose from './compose.repo.js';
import { postAlertMail } from './mails/index.js';
import { matchingPostsFor, membersToAlert } from './matching.repo.js';

export type AlertDeps = ComposeDeps & { events: DomainEvents<Database> };

const WALK = 'post-alerts';
/** A post is alerted once it is this old (its first edits settle; its row is committed). */
const SETTLE_MS = 10_000;
const POSTS_PER_SWEEP = 50;
/** Members alerted per post at most (those who chose "at once", best matches are not ranked). */
const MEMBERS_PER_POST = 2000;
const MEMBERS_PAGE = 500;

/**
 * "At once" matching-post alerts: the posts opened since the walk's mark, each to the members
 * who chose matching posts `instant` and whom it matches. The mark moves first, in its own
 * transaction: a crash after it loses those alerts rather than sending them twice. Each member
 * gets one mail for the sweep's posts, with the reasons, and one feed item per post.
 */
export async function composePostAlerts(deps: AlertDeps, now = new Date()): Promise<number> {
  const window = await deps.db.transaction(async (tx) => {
    const from = await compose.lockJobMark(tx, WALK, now);
    const posts = await compose.openPostsCreated(
      tx,
      from,
      new Date(now.getTime() - SETTLE_MS),
      POSTS_PER_SWEEP,
    );
    if (posts.length > 0) await compose.setJobMark(tx, WALK, new Date(posts.at(-1)!.created_at));
    return { from, posts };
  });
  const postsOf = new Map<string, string[]>();
  for (const post of window.posts) {
    let afterUserId: string | undefined;
    for (let seen = 0; seen < MEMBERS_PER_POST; seen += MEMBERS_PAGE) {
      const page = await membersToAlert(deps.db, post.id, { limit: MEMBERS_PAGE, afterUserId });
      for (const { user_id } of page)
        postsOf.set(user_id, [...(postsOf.get(user_id) ?? []), post.id]);
      if (page.length < MEMBERS_PAGE) break;
      afterUserId = page.at(-1)!.user_id;
    }
  }
  let composed = 0;
  for (const [userId, postIds] of postsOf) {
    if (await composeAlert(deps, userId, postIds, window.from)) composed += 1;
  }
  return composed;
}

async function composeAlert(
  deps: AlertDeps,
  userId: string,
  postIds: readonly string[],
  since: Date,
): Promise<boolean> {
  const { config } = deps;
  const told = await transact(deps, async (tx) => {
    const wanted = new Set(postIds);
    const posts = (await matchingPostsFor(tx, userId, { since, limit: 50 })).filter((post) =>
      wanted.has(post.id),
    );
    if (posts.length === 0) return [];
    // Written here, before the items are marked mailed (this mail carries them).
    const recorded = await recordActivity(
      tx,
      posts.map((post) => ({
        recipientId: userId,
        actorId: post.owner_id,
        type: 'post_matched' as const,
        post: { id: post.id, title: post.title },
        link: `/post/${post.id}`,
        groupKey: 'post_matched',
      })),
    );
    if (recorded.length > 0) record(tx, { type: 'activity.changed', userIds: recorded });
    await compose.markAlertItemsMailed(tx, userId);
    const recipient = await compose.recipientOf(tx, userId);
    if (!recipient?.verified) return recorded;
    const footer = footerFor(config, userId, 'matching_posts');
    const rendered = await postAlertMail({
      firstName: recipient.first_name,
      posts: postLines(posts, config.webUrl),
      discoverUrl: `${config.webUrl}/discover`,
      ...footer,
    });
    await queueMail(tx, deps.jobs, {
      userId,
      kind: 'post_alert',
      to: recipient.email,
      footer,
      rendered,
    });
    return recorded;
  });
  return told.length > 0;
}
