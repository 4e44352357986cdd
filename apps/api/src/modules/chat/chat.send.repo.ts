import { sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client.js';
import type { MessageRow } from '../../db/schema/index.js';
import { selectRows } from '../../db/raw.js';
import { notBlockedBetween, notBlockedBy } from '../../db/visibility.js';
import type { ReadPointer } from './chat.policy.js';

// SQL only, for sendMessage: what it needs to decide, then what it writes, in one statement each
// (docs/decisions/0020). Raw SQL because drizzle cannot lock one table of a join nor chain
// data-modifying CTEs.

/** The chat (locked) with every fact a send is decided on. */
export interface LockedChatForSend {
  id: string;
  kind: 'direct' | 'squad';
  is_active: boolean;
  /** The sender has a chat_members row. */
  is_member: boolean;
  /** The chat's other members: who the message is for (a pair's other, a squad's others). */
  recipient_ids: string[];
  /** Members who blocked the sender: the message is not pushed to them (docs/decisions/0028). */
  blocker_ids: string[];
  /** A direct chat: the pair's connection is accepted (connections_pair_key). */
  connected: boolean;
  /** A direct chat whose pair blocked each other either way. */
  blocked: boolean;
  /** The message replied to, when there is one with that id (in any chat). */
  reply_chat_id: string | null;
  reply_is_deleted: boolean | null;
  /** The sender's quota as this statement saw it (quotaFullAtSql): refused early when full. */
  quota_full_at: Date | string | null;
}

/**
 * Locks the sender's row (FOR NO KEY UPDATE: their sends check the quota one after another) and
 * then the chat row (FOR UPDATE: a send is ordered against remove/block, which deactivate it), and
 * reads in the same statement whether the pair is connected and unblocked, where the message
 * replied to lives, and the quota. The quota read here may miss a send of the same member that
 * committed while this statement waited for the lock: insertMessageAndRead checks it again.
 * Undefined for an unknown chat (nothing is locked then).
 */
export async function lockChatForSend(
  tx: Database,
  args: { chatId: string; senderId: string; replyToId: string | null; quotaFullAt: SQL },
): Promise<LockedChatForSend | undefined> {
  const [row] = await selectRows<LockedChatForSend>(
    tx,
    sql`select c.id, c.kind, c.is_active,
        exists (select 1 from chat_members cm
          where cm.chat_id = c.id and cm.user_id = u.id) as is_member,
        array(select cm.user_id from chat_members cm
          where cm.chat_id = c.id and cm.user_id <> u.id) as recipient_ids,
        array(select cm.user_id from chat_members cm
          where cm.chat_id = c.id and cm.user_id <> u.id
            and not ${notBlockedBy(sql`cm.user_id`, sql`u.id`)}) as blocker_ids,
        c.kind = 'direct' and exists (select 1 from connections k
          where k.status = 'accepted'
            and least(k.requester_user_id, k.addressee_user_id) = c.user_low_id
            and greatest(k.requester_user_id, k.addressee_user_id) = c.user_high_id) as connected,
        (c.kind = 'direct' and not ${notBlockedBetween(sql`c.user_low_id`, sql`c.user_high_id`)}) as blocked,
        r.chat_id as reply_chat_id, r.is_deleted as reply_is_deleted,
        ${args.quotaFullAt} as quota_full_at
      from users u
      join chats c on c.id = ${args.chatId}::uuid
      left join messages r on r.id = ${args.replyToId}::uuid
      where u.id = ${args.senderId}::uuid
      for no key update of u
      for update of c`,
  );
  return row;
}

interface WrittenRow {
  quota_full_at: Date | string | null;
  id: string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  reader_id: string | null;
  reader_last_read_message_id: string | null;
  reader_last_read_at: Date | string | null;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * In ONE statement, unless the sender's quota is full (checked again: this statement starts after
 * their row is locked, so it sees every send of theirs that committed): inserts the message, moves
 * the chat's last activity and the sender's read pointer to it (never backwards), and returns it
 * with the OTHER members' read pointers (read_by; the sender's own never counts there).
 */
export async function insertMessageAndRead(
  tx: Database,
  values: {
    chat_id: string;
    sender_id: string;
    content: string;
    reply_to_message_id: string | null;
  },
  quotaFullAt: SQL,
): Promise<
  | { quotaFullAt: Date | string }
  | { quotaFullAt: null; message: MessageRow; pointers: ReadPointer[] }
> {
  const id = uuidv7();
  const { chat_id: chatId, sender_id: senderId } = values;
  const rows = await selectRows<WrittenRow>(
    tx,
    sql`with q as (select ${quotaFullAt} as quota_full_at),
      m as (
        insert into messages (id, chat_id, sender_id, content, reply_to_message_id)
        select ${id}::uuid, ${chatId}::uuid, ${senderId}::uuid, ${values.content}, ${values.reply_to_message_id}::uuid
        from q where q.quota_full_at is null
        returning id, created_at, updated_at
      ), touched as (
        update chats set last_message_at = m.created_at, updated_at = now()
        from m where chats.id = ${chatId}::uuid
      ), pointer as (
        insert into chat_reads (chat_id, user_id, last_read_message_id)
        select ${chatId}::uuid, ${senderId}::uuid, m.id from m
        on conflict (chat_id, user_id) do update
          set last_read_message_id = greatest(chat_reads.last_read_message_id, excluded.last_read_message_id),
            last_read_at = now()
      )
      select q.quota_full_at, m.id, m.created_at, m.updated_at, r.user_id as reader_id,
        r.last_read_message_id as reader_last_read_message_id, r.last_read_at as reader_last_read_at
      from q
      left join m on true
      left join chat_reads r on m.id is not null and r.chat_id = ${chatId}::uuid and r.user_id <> ${senderId}::uuid`,
  );
  const first = rows[0]!;
  if (first.quota_full_at !== null || first.id === null) {
    return { quotaFullAt: first.quota_full_at ?? new Date() };
  }
  const message: MessageRow = {
    ...values,
    kind: 'text',
    id: first.id,
    edited_at: null,
    is_deleted: false,
    deleted_for: [],
    hidden_at: null,
    hidden_reason: null,
    created_at: asDate(first.created_at!),
    updated_at: asDate(first.updated_at!),
  };
  const pointers = rows
    .filter((row) => row.reader_id !== null)
    .map((row) => ({
      user_id: row.reader_id!,
      last_read_message_id: row.reader_last_read_message_id,
      last_read_at: asDate(row.reader_last_read_at!),
    }));
  return { quotaFullAt: null, message, pointers };
}
