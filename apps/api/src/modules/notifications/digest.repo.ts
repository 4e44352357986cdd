import { sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_LEVELS,
  NOTIFICATION_KINDS,
  type ActivityType,
} from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { notBlockedBetween } from '../connections/index.js';
import { levelSql } from './settings.repo.js';

// SQL only: the daily digest (docs/decisions/0030).

/**
 * The kinds, those whose default is `digest` first: "has a kind at digest" is then answered by
 * the first probe for nearly every member (matching_posts is `digest` by default).
 */
const KINDS_DIGEST_FIRST = [...NOTIFICATION_KINDS].sort(
  (a, b) =>
    Number(DEFAULT_NOTIFICATION_LEVELS[b] === 'digest') -
    Number(DEFAULT_NOTIFICATION_LEVELS[a] === 'digest'),
);

/**
 * Members due a digest: at least one kind at level `digest`, and no digest since `dueBefore`
 * (mail_marks.digest_at null or older). Keyset-paged by user id, so the daily job walks everyone
 * in batches. Cheap at 100k members: a batch is one range of the users primary key from
 * `afterUserId`, stopping after `limit` members, each checked with a mail_marks primary-key probe
 * and notification_settings primary-key probes (levelSql) that stop at the first kind at
 * `digest`, usually the first: the whole day's walk reads each member once, about three index
 * probes each. The mark is a per-member probe rather than a join for the reason given in
 * unread-mail.repo.ts (mail-walks.explain.test.ts checks the plan).
 */
export function membersDueForDigest(
  db: Database,
  opts: { dueBefore: Date; limit: number; afterUserId?: string },
): Promise<{ user_id: string }[]> {
  const after = opts.afterUserId ? sql`and u.id > ${opts.afterUserId}::uuid` : sql``;
  const kinds = sql.join(
    KINDS_DIGEST_FIRST.map((kind) => sql`(${kind})`),
    sql`, `,
  );
  return selectRows<{ user_id: string }>(
    db,
    sql`select u.id as user_id from users u
      where coalesce((select mk.digest_at from mail_marks mk where mk.user_id = u.id),
          '-infinity'::timestamptz) < ${opts.dueBefore.toISOString()}::timestamptz
        ${after}
        and exists (select 1 from (values ${kinds}) as k(kind)
          where ${levelSql(sql`u.id`, sql`k.kind`)} = 'digest')
      order by u.id
      limit ${opts.limit}`,
  );
}

export interface DigestItem {
  id: string;
  type: ActivityType;
  count?: never;
  post_title: string | null;
  link: string;
  actor_first_name: string;
  actor_last_name: string | null;
  created_at: Date;
}

/**
 * The member's activity items waiting for the digest (mail = 'digest'), newest first, at most
 * `limit`, none between members blocked either way (as the feed: a block hides what came before
 * it). The range of activities_recipient_mail_idx for the member, read backwards.
 */
export async function pendingDigestItems(
  db: Database,
  userId: string,
  limit: number,
): Promise<DigestItem[]> {
  const rows = await selectRows<Omit<DigestItem, 'created_at'> & { created_at: Date | string }>(
    db,
    sql`select a.id, a.type, coalesce(p.title, a.post_title) as post_title, a.link,
        u.first_name as actor_first_name, u.last_name as actor_last_name, a.created_at
      from activities a
      join users u on u.id = a.actor_id
      left join posts p on p.id = a.post_id
      where a.recipient_id = ${userId}::uuid and a.mail = 'digest'
        and ${notBlockedBetween(sql`${userId}::uuid`, sql`a.actor_id`)}
      order by a.created_at desc, a.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}
