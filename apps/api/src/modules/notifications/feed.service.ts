import type { Database } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { isUuid } from '../../lib/ids.js';
import { LONG_LIST_LIMIT, pageOf, type PageArgs } from '../../lib/paging.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { activityPolicy, MESSAGES } from './feed.policy.js';
import { presentActivityGroup, type ActivityGroupParent } from './feed.present.js';
import * as repo from './feed.repo.js';

// The activity feed (docs/decisions/0029). Items are written by the activity subscriber
// (feed.subscriber.ts) in the transaction of the change they tell of.

/**
 * Records items in the caller's transaction and answers who got one; for a job that composes
 * items itself (post alerts), which reports them with an `activity.changed` event.
 */
export const recordActivity = (tx: Database, items: readonly repo.NewActivity[]) =>
  repo.insertActivities(tx, items);

/** A member's unread count, by user id: the realtime counters recompute it for any member. */
export const unreadActivityCount = (db: Database, userId: string) =>
  isUuid(userId) ? repo.unreadCountOf(db, userId) : Promise.resolve(0);

export async function getActivity(
  ctx: ServiceContext,
  args: PageArgs,
): Promise<ActivityGroupParent[]> {
  const rows = await repo.feedOf(ctx.db, ctx.viewer.id, pageOf(args, LONG_LIST_LIMIT));
  return rows.map(presentActivityGroup);
}

export const getUnreadActivityCount = (ctx: ServiceContext) =>
  repo.unreadCountOf(ctx.db, ctx.viewer.id);

/** Marks the line of the viewer's item read (NOT_FOUND for anyone else's, as for an unknown id). */
export async function markActivityRead(ctx: ServiceContext, activityId: string) {
  const item = isUuid(activityId) ? await repo.findActivity(ctx.db, activityId) : undefined;
  if (!item) throw notFound(MESSAGES.notFound);
  activityPolicy.authorize(ctx.viewer, 'read', item);
  await repo.markRead(ctx.db, ctx.viewer.id, item.group_key);
  ctx.events.committed({ type: 'activity.changed', userIds: [ctx.viewer.id] });
  return repo.unreadCountOf(ctx.db, ctx.viewer.id);
}

export async function markAllActivityRead(ctx: ServiceContext) {
  await repo.markRead(ctx.db, ctx.viewer.id);
  ctx.events.committed({ type: 'activity.changed', userIds: [ctx.viewer.id] });
  return 0;
}
