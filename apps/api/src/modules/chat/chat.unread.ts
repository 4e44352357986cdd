import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedStatement, selectRows } from '../../db/raw.js';
import type { MemberRef } from '../../db/visibility.js';
import { isUuid } from '../../lib/ids.js';
import { CHAT_LIST_CAP } from './chat.policy.js';

// Unread counts are computed from rows, never stored (docs/decisions/0009): a message is unread
// for a member of the chat when another member sent it (not one they blocked: docs/decisions/0028),
// it is not deleted (nor hidden by the member, by an operator, or from a suspended sender), and its
// id is above the member's last-read pointer. UUID v7 ids make id order send order. That rule has
// ONE definition, the database function squadup_unread_chats (migration 0020), which the send
// statement uses too (docs/decisions/0048-unread-counts-in-the-send.md): the member's chats, each
// with its count, and a chat with a block either way between a pair counting nothing.

export interface UnreadCounts {
  /** Over ALL the member's chats, however many. */
  totalUnread: number;
  /** Chats with unread > 0, by chat id: the `cap` most recently active of them. */
  chats: { chat_id: string; unread_count: number }[];
}

/** The member's chats with their unread counts (`n.chat_id`, `n.unread_count`, `n.active_at`). */
const unreadChats = (userId: MemberRef): SQL => sql`squadup_unread_chats(${userId}::uuid) n`;

/**
 * The member's chats with unread messages, each with its count and the total over all of them.
 * The chats come from chat_members_user_id_idx; each count is ONE range scan of the (chat_id, id)
 * index starting after the member's pointer, so a chat's read history is never walked
 * (scripts/explain-unread.ts shows the plan). `sum() over ()` is taken before the limit: the total
 * stays exact when the list is capped. Listed by chat id, the cap keeping the most recently active
 * chats, like the chat list.
 */
export function unreadQuery(userId: string, options: { cap: number }): SQL {
  return sql`select chat_id, unread_count, total_unread from (
      select n.chat_id, n.unread_count, (sum(n.unread_count) over ())::int as total_unread, n.active_at
      from ${unreadChats(userId)}
      where n.unread_count > 0
      order by n.active_at desc, n.chat_id desc
      limit ${options.cap}
    ) listed
    order by chat_id`;
}

/** One chat's unread count and the member's exact total, in ONE statement. */
export function unreadInChatAndTotalQuery(chatId: string, userId: string): SQL {
  return sql`select coalesce(sum(n.unread_count) filter (where n.chat_id = ${chatId}::uuid), 0)::int as count,
      coalesce(sum(n.unread_count), 0)::int as total
    from ${unreadChats(userId)}`;
}

/**
 * The batched recount (unreadInChatsAndTotals), built once. Its (member, chat) pairs come as ONE
 * JSON parameter, not two arrays: the planner cannot size a JSON value, so every call gets the
 * same estimate and the prepared statement settles on one generic plan; with unnest() each call
 * would be planned again for its array's length (docs/decisions/0045-prepared-hot-statements.md).
 * Each member's chats are counted once, however many of their chats are asked for.
 */
const recountStatement = preparedStatement<
  { user_id: string; chat_id: string; count: number | string; total: number | string },
  { asked: string }
>(
  'chat_unread_recount',
  sql`with q as (select * from json_to_recordset(${sql.placeholder('asked')}::json)
        as q(user_id uuid, chat_id uuid)),
      t as (
        select u.user_id, x.chat_id, x.unread_count
        from (select distinct user_id from q) u
        cross join lateral (select n.chat_id, n.unread_count from ${unreadChats(sql`u.user_id`)}) x
      )
      select q.user_id, q.chat_id,
        coalesce((select sum(t.unread_count) from t
          where t.user_id = q.user_id and t.chat_id = q.chat_id), 0)::int as count,
        coalesce((select sum(t.unread_count) from t where t.user_id = q.user_id), 0)::int as total
      from q`,
);

/**
 * One chat's count and the total (unreadInChatAndTotalQuery) for many (member, chat) pairs in ONE
 * statement: the realtime counters batch the recounts that start together (reads, deletions, a
 * squad's lines, a member's several chats), so a crowd's changes do not cost a statement each.
 * Keyed by `unreadKey(userId, chatId)`.
 */
export async function unreadInChatsAndTotals(
  db: Database,
  pairs: readonly { userId: string; chatId: string }[],
): Promise<Map<string, { count: number; total: number }>> {
  const valid = pairs.filter((p) => isUuid(p.userId) && isUuid(p.chatId));
  const counts = new Map<string, { count: number; total: number }>();
  if (valid.length === 0) return counts;
  const asked = JSON.stringify(valid.map((p) => ({ user_id: p.userId, chat_id: p.chatId })));
  const rows = await recountStatement(db, { asked });
  for (const row of rows) {
    counts.set(unreadKey(row.user_id, row.chat_id), {
      count: Number(row.count),
      total: Number(row.total),
    });
  }
  return counts;
}

/** The key of one (member, chat) pair in unreadInChatsAndTotals' answer (ids as the database prints them). */
export const unreadKey = (userId: string, chatId: string): string =>
  `${userId.toLowerCase()}:${chatId.toLowerCase()}`;

interface UnreadRow {
  chat_id: string;
  unread_count: number | string;
  total_unread: number | string;
}

/**
 * The member's unread counts: their exact total, and the chats with unread > 0 (at most `cap`).
 * By user id, not a service context: the realtime counters recompute it for any member.
 */
export async function unreadCountsFor(
  db: Database,
  userId: string,
  cap = CHAT_LIST_CAP,
): Promise<UnreadCounts> {
  if (!isUuid(userId)) return { totalUnread: 0, chats: [] };
  const rows = await selectRows<UnreadRow>(db, unreadQuery(userId, { cap }));
  return {
    totalUnread: rows.length > 0 ? Number(rows[0]!.total_unread) : 0,
    chats: rows.map((row) => ({ chat_id: row.chat_id, unread_count: Number(row.unread_count) })),
  };
}
