import { sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_LEVELS, NOTIFICATION_KINDS } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { levelSql } from '../../db/notification-levels.js';

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
