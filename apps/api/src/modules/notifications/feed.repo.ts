import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { activities } from '../../db/schema/index.js';
import type { Page } from '../../lib/paging.js';
import { notBlockedBetween } from '../../db/visibility.js';
import { levelSql } from '../../db/notification-levels.js';
import { ACTIVITY_KIND, type ActivityType } from '@squadup/shared';

// SQL only: no decisions here.

/** An item to record: who it is for, who did it, what about, and where it leads. */
export interface NewActivity {
  recipientId: string;
  actorId: string;
  type: ActivityType;
  post: { id: string; title: string } | null;
  /** The subject's title when it is not a post (an event's name). */
  title?: string;
  link: string;
  groupKey: string;
}

/**
 * Writes the items in ONE statement, in the caller's transaction, except those to oneself, those
 * between members who blocked each other (either way): blocked pairs never notify each other, and
 * those whose recipient turned the kind `off`. Each item's `mail` follows the recipient's level
 * (docs/decisions/0030). A notice (a type of no kind, ACTIVITY_KIND null: a reviewed report,
 * docs/decisions/0034) has the recipient as its actor, is never mailed and cannot be turned off.
 * Answers who got one.
 */
export async function insertActivities(
  tx: Database,
  items: readonly NewActivity[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = items.map((item) => ({
    id: uuidv7(),
    recipient_id: item.recipientId,
    actor_id: item.actorId,
    type: item.type,
    post_id: item.post?.id ?? null,
    post_title: item.post?.title ?? item.title ?? null,
    link: item.link,
    group_key: item.groupKey,
    kind: ACTIVITY_KIND[item.type],
  }));
  const written = await selectRows<{ recipient_id: string }>(
    tx,
    sql`insert into activities (id, recipient_id, actor_id, type, post_id, post_title, link,
        group_key, mail)
      select x.id, x.recipient_id, x.actor_id, x.type, x.post_id, x.post_title, x.link, x.group_key,
        case when x.level in ('instant', 'digest') then x.level else 'none' end
      from (select r.*, ${levelSql(sql`r.recipient_id`, sql`r.kind`)} as level
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, recipient_id uuid,
          actor_id uuid, type text, post_id uuid, post_title text, link text, group_key text,
          kind text)) as x
      where (x.recipient_id <> x.actor_id or x.kind is null) and x.level is distinct from 'off'
        and ${notBlockedBetween(sql`x.recipient_id`, sql`x.actor_id`)}
      returning recipient_id`,
  );
  return [...new Set(written.map((row) => row.recipient_id))];
}

/** One line of the feed as the statement groups it. */
export interface ActivityGroupRow {
  id: string;
  type: ActivityType;
  count: number;
  actor_ids: string[];
  post_id: string | null;
  post_title: string | null;
  link: string;
  unread: boolean;
  created_at: Date | string;
}

/** How many of a member's newest items the feed groups (older ones are not shown). */
export const FEED_WINDOW = 500;

/**
 * The member's feed, newest line first: their newest FEED_WINDOW items (the recipient index),
 * grouped by subject and read state, minus items from members blocked either way since. A
 * post's title is its current one only while the member may see the post: when a block hides it
 * (or it was deleted), the title as it was when the item was written.
 */
export function feedOf(db: Database, userId: string, { limit, offset }: Page) {
  return selectRows<ActivityGroupRow>(
    db,
    sql`select (array_agg(a.id order by a.created_at desc, a.id desc))[1] as id,
        min(a.type) as type, count(*)::int as count,
        array_agg(a.actor_id order by a.created_at desc, a.id desc) as actor_ids,
        (array_agg(a.post_id order by a.created_at desc, a.id desc))[1] as post_id,
        (array_agg(coalesce(p.title, a.post_title) order by a.created_at desc, a.id desc))[1] as post_title,
        (array_agg(a.link order by a.created_at desc, a.id desc))[1] as link,
        bool_or(a.read_at is null) as unread, max(a.created_at) as created_at
      from (
        select * from activities
        where recipient_id = ${userId}::uuid
        order by created_at desc, id desc
        limit ${FEED_WINDOW}
      ) a
      left join posts p on p.id = a.post_id and ${notBlockedBetween(userId, sql`p.posted_by`)}
      where ${notBlockedBetween(userId, sql`a.actor_id`)}
      group by a.group_key, (a.read_at is null)
      order by max(a.created_at) desc, 1 desc
      limit ${limit} offset ${offset}`,
  );
}

/** The member's unread items (activities_recipient_unread_idx), none from a blocked pair. */
export async function unreadCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await selectRows<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from activities a
      where a.recipient_id = ${userId}::uuid and a.read_at is null
        and ${notBlockedBetween(userId, sql`a.actor_id`)}`,
  );
  return Number(row?.count ?? 0);
}

export async function findActivity(db: Database, id: string) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row;
}

/** Marks read the member's unread items of one group (a line of the feed), or all of them. */
export async function markRead(db: Database, userId: string, groupKey?: string) {
  await db
    .update(activities)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(activities.recipient_id, userId),
        isNull(activities.read_at),
        groupKey === undefined ? undefined : eq(activities.group_key, groupKey),
      ),
    );
}
