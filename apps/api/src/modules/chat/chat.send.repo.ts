import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client.js';
import type { MessageRow } from '../../db/schema/index.js';
import { selectRows } from '../../db/raw.js';
import { notBlockedBetween } from '../connections/connections.service.js';
import type { ReadPointer } from './chat.policy.js';

// SQL only, for sendMessage: what it needs to decide, then what it writes, in one statement each
// (docs/decisions/0020). Raw SQL because drizzle cannot lock one table of a join nor chain
// data-modifying CTEs.

/** The chat (locked) with every fact a send is decided on. */
export interface LockedChatForSend {
  id: string;
  user_low_id: string;
  user_high_id: string;
  is_active: boolean;
  /** The pair's connection is accepted (connections_pair_key). */
  connected: boolean;
  /** Either member of the pair has blocked the other. */
  blocked: boolean;
  /** The message replied to, when there is one with that id (in any chat). */
  reply_chat_id: string | null;
  reply_is_deleted: boolean | null;
}

/**
 * Locks the chat row FOR UPDATE (a send is ordered against remove/block, which deactivate it) and
 * reads, in the same statement, whether its pair is connected and unblocked and where the message
 * replied to lives. Undefined for an unknown chat.
 */
export async function lockChatForSend(
  tx: Database,
  chatId: string,
  replyToId: string | null,
): Promise<LockedChatForSend | undefined> {
  const [row] = await selectRows<LockedChatForSend>(
    tx,
    sql`select c.id, c.user_low_id, c.user_high_id, c.is_active,
        exists (select 1 from connections k
          where k.status = 'accepted'
            and least(k.requester_user_id, k.addressee_user_id) = c.user_low_id
            and greatest(k.requester_user_id, k.addressee_user_id) = c.user_high_id) as connected,
        not ${notBlockedBetween(sql`c.user_low_id`, sql`c.user_high_id`)} as blocked,
        r.chat_id as reply_chat_id, r.is_deleted as reply_is_deleted
      from chats c
      left join messages r on r.id = ${replyToId}::uuid
      where c.id = ${chatId}::uuid
      for update of c`,
  );
  return row;
}

interface WrittenRow {
  id: string;
  created_at: Date | string;
  updated_at: Date | string;
  reader_id: string | null;
  reader_last_read_message_id: string | null;
  reader_last_read_at: Date | string | null;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * In ONE statement: inserts the message, moves the chat's last activity to it and the sender's
 * read pointer to it (never backwards), and returns the message with the OTHER members' read
 * pointers (read_by; the sender's own never counts there).
 */
export async function insertMessageAndRead(
  tx: Database,
  values: { chat_id: string; sender_id: string; content: string; reply_to_message_id: string | null },
): Promise<{ message: MessageRow; pointers: ReadPointer[] }> {
  const id = uuidv7();
  const { chat_id: chatId, sender_id: senderId } = values;
  const rows = await selectRows<WrittenRow>(
    tx,
    sql`with m as (
        insert into messages (id, chat_id, sender_id, content, reply_to_message_id)
        values (${id}::uuid, ${chatId}::uuid, ${senderId}::uuid, ${values.content}, ${values.reply_to_message_id}::uuid)
        returning id, created_at, updated_at
      ), touched as (
        update chats set last_message_at = (select created_at from m), updated_at = now() where id = ${chatId}::uuid
      ), pointer as (
        insert into chat_reads (chat_id, user_id, last_read_message_id)
        values (${chatId}::uuid, ${senderId}::uuid, ${id}::uuid)
        on conflict (chat_id, user_id) do update
          set last_read_message_id = greatest(chat_reads.last_read_message_id, excluded.last_read_message_id),
            last_read_at = now()
      )
      select m.id, m.created_at, m.updated_at, r.user_id as reader_id,
        r.last_read_message_id as reader_last_read_message_id, r.last_read_at as reader_last_read_at
      from m
      left join chat_reads r on r.chat_id = ${chatId}::uuid and r.user_id <> ${senderId}::uuid`,
  );
  const first = rows[0]!;
  const message: MessageRow = {
    ...values,
    id: first.id,
    edited_at: null,
    is_deleted: false,
    deleted_for: [],
    created_at: asDate(first.created_at),
    updated_at: asDate(first.updated_at),
  };
  const pointers = rows
    .filter((row) => row.reader_id !== null)
    .map((row) => ({
      user_id: row.reader_id!,
      last_read_message_id: row.reader_last_read_message_id,
      last_read_at: asDate(row.reader_last_read_at!),
    }));
  return { message, pointers };
}
