import { sql } from 'drizzle-orm';
import type { ActivityType } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { notBlockedBetween } from '../../db/visibility.js';
import { takingApplications } from '../posts/index.js';

// SQL only: no decisions here.

/** Members with `instant` items older than `before` (activities_instant_idx: those items only). */
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

export interface MailMarks {
  digest_at: Date | null;
  messages_until: Date | null;
  posts_until: Date | null;
}

/**
 * The member's marks, locked for this transaction (created on first use). Undefined when the
 * member is gone. Two instances composing for one member wait for each other here.
 */
export async function lockMarks(tx: Database, userId: string): Promise<MailMarks | undefined> {
  await tx.execute(sql`insert into mail_marks (user_id)
    select id from users where id = ${userId}::uuid on conflict do nothing`);
  const [row] = await selectRows<Record<keyof MailMarks, Date | string | null>>(
    tx,
    sql`select digest_at, messages_until, posts_until from mail_marks
      where user_id = ${userId}::uuid for update`,
  );
  if (!row) return undefined;
  // Raw rows carry timestamps as strings on one driver and Dates on the other.
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    digest_at: date(row.digest_at),
    messages_until: date(row.messages_until),
    posts_until: date(row.posts_until),
  };
}

export async function setMarks(
  tx: Database,
  userId: string,
  marks: Partial<Record<keyof MailMarks, Date>>,
): Promise<void> {
  const sets = Object.entries(marks).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value.toISOString()}::timestamptz`,
  );
  if (sets.length === 0) return;
  await tx.execute(
    sql`update mail_marks set ${sql.join(sets, sql`, `)} where user_id = ${userId}::uuid`,
  );
}

/** Where the walk `name` stopped, locked (one walker at a time); `start` the first time. */
export async function lockJobMark(tx: Database, name: string, start: Date): Promise<Date> {
  await tx.execute(sql`insert into job_marks (name, until)
    values (${name}, ${start.toISOString()}::timestamptz) on conflict do nothing`);
  const [row] = await selectRows<{ until: Date | string }>(
    tx,
    sql`select until from job_marks where name = ${name} for update`,
  );
  return new Date(row!.until);
}

/** Moves the walk's mark forward to `until` (never back: a late walk cannot undo a newer one). */
export async function setJobMark(tx: Database, name: string, until: Date): Promise<void> {
  await tx.execute(
    sql`update job_marks set until = greatest(until, ${until.toISOString()}::timestamptz)
      where name = ${name}`,
  );
}

/** Open posts created in (after, upTo], oldest first (posts_open_created_at_idx). */
export const openPostsCreated = (db: Database, after: Date, upTo: Date, limit: number) =>
  selectRows<{ id: string; title: string; posted_by: string; created_at: Date | string }>(
    db,
    sql`select p.id, p.title, p.posted_by, p.created_at from posts p
      where ${takingApplications('p')} and p.created_at > ${after.toISOString()}::timestamptz
        and p.created_at <= ${upTo.toISOString()}::timestamptz
      order by p.created_at, p.id limit ${limit}`,
  );

/** The member's post_matched items waiting for a mail become mailed (the alert mail carries them). */
export async function markAlertItemsMailed(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`update activities set mail = 'mailed'
    where recipient_id = ${userId}::uuid and type = 'post_matched' and mail = 'instant'`);
}
