import { sql } from 'drizzle-orm';
import type { ActivityType } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { notBlockedBetween } from '../connections/index.js';

// SQL only: no decisions here.

/** Members with `instant` items older than `before` (activities_recipient_mail_idx). */
export const instantRecipients = (db: Database, before: Date, limit: number) =>
  selectRows<{ recipient_id: string }>(
    db,
    sql`select distinct recipient_id from activities
      where mail = 'instant' and created_at < ${before.toISOString()}::timestamptz
      limit ${limit}`,
  );

export interface PendingItem {
  id: string;
  type: ActivityType;
  group_key: string;
  link: string;
  post_title: string | null;
  actor_first_name: string;
  actor_last_name: string | null;
  /** False when the pair blocked each other since: the item is not mailed. */
  visible: boolean;
  created_at: Date | string;
}

/**
 * The member's items waiting for a mail of `mail`, newest first, locked for this transaction
 * (SKIP LOCKED: two composing instances never take the same item).
 */
export const takePendingItems = (
  tx: Database,
  userId: string,
  mail: 'instant' | 'digest',
  limit: number,
) =>
  selectRows<PendingItem>(
    tx,
    sql`select a.id, a.type, a.group_key, a.link, coalesce(p.title, a.post_title) as post_title,
        u.first_name as actor_first_name, u.last_name as actor_last_name,
        ${notBlockedBetween(userId, sql`a.actor_id`)} as visible, a.created_at
      from activities a
      join users u on u.id = a.actor_id
      left join posts p on p.id = a.post_id
      where a.recipient_id = ${userId}::uuid and a.mail = ${mail}
      order by a.created_at desc, a.id desc
      limit ${limit}
      for update of a skip locked`,
  );

export async function markItemsMailed(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update activities set mail = 'mailed' where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
}

export interface MailRecipient {
  email: string;
  first_name: string;
  verified: boolean;
}

export async function recipientOf(
  db: Database,
  userId: string,
): Promise<MailRecipient | undefined> {
  const [row] = await selectRows<MailRecipient>(
    db,
    sql`select email, first_name, email_verified_at is not null as verified
      from users where id = ${userId}::uuid`,
  );
  return row;
}
