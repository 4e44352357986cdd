import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messageShownToOthers } from '../../db/moderation.js';
import { selectRows } from '../../db/raw.js';
import { notBlockedBetween } from '../../db/visibility.js';
import { levelSql } from '../../db/notification-levels.js';

// SQL only: the unread-messages mail (docs/decisions/0030). Unread is the chat's rule
// (chat.unread.ts: a member's chats are their chat_members rows, a message is unread above their
// read pointer, not their own, not deleted nor hidden by them), except that a mail never carries
// a message between members blocked either way, in a squad chat too: blocked pairs never notify
// each other. Messages are mailed once they stayed unread a while, only to members offline, and
// only those after mail_marks.messages_until (what the last such mail covered).

/**
 * A message time as the mark compares it. Marks (mail_marks.messages_until) pass through a JS
 * Date, which keeps milliseconds, while created_at has microseconds: compared whole, the newest
 * message a mail covered would stay after its own mark, be counted again and keep its member due.
 */
const toMarkPrecision = (time: SQL) => sql`date_trunc('milliseconds', ${time})`;

/** Below every UUID v7: "no pointer yet" makes every message of the chat a candidate. */
const NO_POINTER = sql.raw(`'00000000-0000-0000-0000-000000000000'::uuid`);

/** A message `m` of chat `c` that member `me` has unread (`r`: their read pointer in it). */
const unreadBy = (me: SQL) => sql`m.chat_id = c.id
  and m.id > coalesce(r.last_read_message_id, ${NO_POINTER})
  and m.sender_id <> ${me}
  and not m.is_deleted
  and not (${me} = any(m.deleted_for))
  and ${notBlockedBetween(me, sql`m.sender_id`)}
  and ${messageShownToOthers}`;

/** The other member of a direct chat `c`. */
const otherMember = (me: SQL) =>
  sql`(case when c.user_low_id = ${me} then c.user_high_id else c.user_low_id end)`;

/**
 * FROM/WHERE over member `me`'s chats (`c`, kept when `on` holds) with their read pointer (`r`)
 * and any `joins`, minus the chats they muted (docs/decisions/0078-muted-chats.md) and direct
 * chats with a member blocked either way (gone for both).
 */
const chatsOf = (me: SQL, { on = sql`true`, joins = sql`` }: { on?: SQL; joins?: SQL } = {}) =>
  sql`from chat_members cm
  join chats c on c.id = cm.chat_id and ${on}
  left join chat_reads r on r.chat_id = c.id and r.user_id = ${me}
  ${joins}
  where cm.user_id = ${me}
    and cm.muted_at is null
    and (c.kind = 'squad' or ${notBlockedBetween(me, otherMember(me))})`;

/** What can have made members due an unread-messages mail since the sweep before. */
export interface UnreadDueWindow {
  /** Messages created in [messagesAfter, olderThan): old enough now, not looked at before. */
  messagesAfter: Date;
  olderThan: Date;
  /** Members who went offline in (offlineAfter, offlineUntil]: their older unread count now. */
  offlineAfter: Date;
  offlineUntil: Date;
}

/**
 * Members due an unread-messages mail: `messages` at level `instant`, offline, with an unread
 * message older than `olderThan` and newer than their mark (any when none). Only members the
 * window names are looked at: the recipients of the messages that became old enough in it
 * (messages_created_at_idx) and the members who went offline in it (users_offline_last_seen_idx),
 * so a sweep costs what changed since the one before, not the number of members
 * (docs/decisions/0047-unread-mail-sweep-follows-changes.md). Keyset-paged by user id, `limit` at
 * a time. Per candidate, each chat costs a chat_reads probe and one backward step down
 * messages_chat_id_id_idx from the top (the newest unread message old enough; ids are UUID v7,
 * send order), skipped for a chat whose last message is not after the mark. mail_marks is read
 * per member (a primary-key probe), never joined (mail-walks.explain.test.ts).
 */
export function membersWithUnreadDue(
  db: Database,
  opts: UnreadDueWindow & { limit: number; afterUserId?: string },
): Promise<{ user_id: string }[]> {
  const me = sql`u.id`;
  const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
  const after = opts.afterUserId ? sql`where id > ${opts.afterUserId}::uuid` : sql``;
  // The candidates sorted first, then checked one by one in that order until the page is full
  // (`offset 0` keeps each subquery whole, and the sorted one's order reaches the outer query, so
  // no sort follows the checks). With a wide window (the first sweep, a sweep catching up after
  // the jobs were down) the planner otherwise checked every candidate past `afterUserId`, or
  // every offline member, before sorting them for the page.
  return selectRows<{ user_id: string }>(
    db,
    sql`with candidates as (
        select cm.user_id as id from messages m
          join chat_members cm on cm.chat_id = m.chat_id and cm.user_id <> m.sender_id
          where m.created_at >= ${at(opts.messagesAfter)} and m.created_at < ${at(opts.olderThan)}
        union
        select id from users
          where not is_online and last_seen > ${at(opts.offlineAfter)}
            and last_seen <= ${at(opts.offlineUntil)})
      select k.id as user_id from (select id from candidates ${after} order by id offset 0) k
      cross join lateral (select 1 from users u
        where u.id = k.id and not u.is_online
          and ${levelSql(me, sql`'messages'`)} = 'instant'
          and exists (select 1 from (select coalesce(
                (select mk.messages_until from mail_marks mk where mk.user_id = u.id),
                '-infinity'::timestamptz) as until) mark
            cross join lateral (select 1 ${chatsOf(me, {
              on: sql`c.last_message_at > mark.until`,
            })}
              and ${toMarkPrecision(sql`(select m.created_at from messages m
                  where ${unreadBy(me)} and m.created_at < ${at(opts.olderThan)}
                  order by m.id desc limit 1)`)} > mark.until) due)
        offset 0) due
      order by k.id
      limit ${opts.limit}`,
  );
}

export interface UnreadSummary {
  total: number;
  newest: Date;
  chats: { chat_id: string; name: string; unread: number }[];
}

interface SummaryRow {
  chat_id: string;
  name: string;
  unread: number;
  total: number;
  newest: Date | string;
}

/**
 * The member's unread messages newer than `after` (all when null): their total and newest time
 * (over all chats, taken before the cap), and per chat the other member's name (direct) or the
 * post's title (squad, kept in chats.title once the post is gone), most unread first, at most
 * `chatsMax`. Null when there are none. One statement: each chat's count is one range of
 * messages_chat_id_id_idx above the read pointer (as the chat's own unread counts).
 */
export async function unreadSummaryFor(
  db: Database,
  userId: string,
  opts: { after: Date | null; chatsMax: number },
): Promise<UnreadSummary | null> {
  const me = sql`${userId}::uuid`;
  const after = opts.after
    ? sql`and ${toMarkPrecision(sql`m.created_at`)} > ${opts.after.toISOString()}::timestamptz`
    : sql``;
  const rows = await selectRows<SummaryRow>(
    db,
    sql`select c.id as chat_id,
        case when c.kind = 'direct' then btrim(o.first_name || ' ' || o.last_name)
          else coalesce(p.title, c.title, '') end as name,
        n.unread, (sum(n.unread) over ())::int as total, max(n.newest) over () as newest
      ${chatsOf(me, {
        joins: sql`left join users o on c.kind = 'direct' and o.id = ${otherMember(me)}
          left join posts p on p.id = c.post_id
          cross join lateral (select count(*)::int as unread, max(m.created_at) as newest
            from messages m where ${unreadBy(me)} ${after}) n`,
      })}
        and n.unread > 0
      order by n.unread desc, n.newest desc, c.id
      limit greatest(${opts.chatsMax}, 1)`, // one row at least: it carries the totals
  );
  const [first] = rows;
  if (!first) return null;
  return {
    total: Number(first.total),
    newest: new Date(first.newest),
    chats: rows
      .slice(0, opts.chatsMax)
      .map((row) => ({ chat_id: row.chat_id, name: row.name, unread: Number(row.unread) })),
  };
}
