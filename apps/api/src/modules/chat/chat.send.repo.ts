import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client.js';
import type { MessageRow } from '../../db/schema/index.js';
import { refusedByDatabase } from '../../db/errors.js';
import { preparedStatement } from '../../db/raw.js';
import type { SendOrder, UnreadCount } from '../../lib/domain-events.js';
import { createGroupCommit } from '../../lib/group-commit.js';
import type { ReadPointer, SendFacts } from './chat.policy.js';

// SQL only, for sendMessage: one call of squadup_send_attached (drizzle/0016_chat_send_message.sql,
// with the counts since drizzle/0020, the recipient's rule since 0036 and the attachment since
// 0037), ONE round trip and no transaction around it
// (docs/decisions/0020). It locks the sender and the chat, reads every fact a send is decided on,
// writes only when they all allow it, then reads the unread counts the message changed
// (docs/decisions/0048). Sends that arrive together share the statement and its commit
// (squadup_send_attached_many, drizzle/0017, 0020 and 0037).

/** The chat with every fact a send is decided on, as the locking statement saw them. */
export interface SendFactsRow extends SendFacts {
  /** The chat's other members: who the message is for (a pair's other, a squad's others). */
  recipient_ids: string[];
  /** Members who blocked the sender: the message is not pushed to them (docs/decisions/0028). */
  blocker_ids: string[];
  /** The message replied to, when there is one with that id (in any chat). */
  reply_chat_id: string | null;
  reply_is_deleted: boolean | null;
}

export type SendAttempt =
  /** No such chat: nothing was locked nor written; the sender's quota as it stands. */
  | { chat: undefined; quotaFullAt: Date | string | null }
  /** The facts refused the send, or its quota was full (counted again after the locks). */
  | { chat: SendFactsRow; quotaFullAt: Date | string | null; written: undefined }
  | {
      chat: SendFactsRow;
      quotaFullAt: null;
      written: {
        message: MessageRow;
        /** The OTHER members' read pointers (read_by; the sender's own never counts there). */
        pointers: ReadPointer[];
        /**
         * A message of someone else was above the sender's read pointer before it moved: only
         * then can the sender's unread count in this chat have changed (it was 0 and stays 0).
         */
        senderHadUnread: boolean;
        /**
         * The unread counts the message changed, read by the send's statement after it wrote:
         * each member it counts for (docs/decisions/0048-unread-counts-in-the-send.md).
         */
        counts: UnreadCount[];
        /** Where that statement and this send stand among this database handle's sends. */
        sent: SendOrder;
      };
    };

interface SendRow {
  known: boolean;
  kind: 'direct' | 'squad' | null;
  is_active: boolean | null;
  is_member: boolean | null;
  recipient_ids: string[] | null;
  blocker_ids: string[] | null;
  connected: boolean | null;
  blocked: boolean | null;
  reply_chat_id: string | null;
  reply_is_deleted: boolean | null;
  quota_full_at: Date | string | null;
  written: boolean;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  readers: { user_id: string; last_read_message_id: string | null; last_read_at: string }[] | null;
  sender_had_unread: boolean | null;
  counts: { user_id: string; count: number; total: number }[] | null;
}

/** An answer row, with when its statement left and its place in the order sends were written. */
type SentRow = SendRow & { sent_at: number; written_order: number };

/** One send's arguments to squadup_send_attached. */
type SendArgs = {
  id: string;
  chat_id: string;
  sender_id: string;
  content: string;
  reply_to: string | null;
  is_reply: boolean;
  quota_offset: number;
  quota_since: string;
  attachment_url: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
};

const param = (key: keyof SendArgs) => sql.placeholder(key);
const sendStatement = preparedStatement<SendRow, SendArgs>(
  'chat_send_attached',
  sql`select * from squadup_send_attached(${param('id')}::uuid, ${param('chat_id')}::uuid,
    ${param('sender_id')}::uuid, ${param('content')}, ${param('reply_to')}::uuid, ${param('is_reply')},
    ${param('quota_offset')}::int, ${param('quota_since')}::timestamptz,
    ${param('attachment_url')}, ${param('attachment_name')}, ${param('attachment_type')})`,
);

const sendManyStatement = preparedStatement<SendRow & { ord: number }, { sends: string }>(
  'chat_send_attached_many',
  sql`select * from squadup_send_attached_many(${sql.placeholder('sends')}::json)`,
);

/** At most this many sends share a statement (admission already bounds sends in flight). */
const MAX_SENDS_PER_STATEMENT = 100;

/**
 * Each database's sends, gathered while a statement is in flight into the next one: one commit
 * for all of them (docs/decisions/0046-chat-sends-share-a-commit.md). A statement the database
 * refused wrote nothing (a row of the batch was locked, or one send failed): its sends go again,
 * each alone. Any other failure (a connection lost, perhaps after the commit) is every send's.
 */
const sendsByDatabase = new WeakMap<Database, (send: SendArgs) => Promise<SentRow>>();

function sendsOf(db: Database) {
  let send = sendsByDatabase.get(db);
  if (!send) {
    // One statement at a time: answers numbered as they come are numbered in commit order.
    let answered = 0;
    send = createGroupCommit<SendArgs, SentRow>({
      maxBatch: MAX_SENDS_PER_STATEMENT,
      runOne: async (args) => {
        const sent_at = performance.now();
        const [row] = await sendStatement(db, args);
        if (!row) throw new Error('chat_send_attached: no answer');
        return { ...row, sent_at, written_order: (answered += 1) };
      },
      runBatch: async (sends) => {
        const sent_at = performance.now();
        // `ord` ties each answer row to its send.
        const rows = await sendManyStatement(db, {
          sends: JSON.stringify(sends.map((args, ord) => ({ ...args, ord }))),
        });
        return rows
          .sort((a, b) => Number(a.ord) - Number(b.ord))
          .map((row) => ({ ...row, sent_at, written_order: (answered += 1) }));
      },
      retryAlone: refusedByDatabase,
    });
    sendsByDatabase.set(db, send);
  }
  return send;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * Sends `values` unless the chat's facts or the sender's quota refuse it (the quota counted from
 * `quota.since`, full at `quota.limit` sends). `isReply`: a reply was asked for, even with an id
 * that names no message (`reply_to_message_id` null then), which refuses the send.
 */
export async function sendInOneStatement(
  db: Database,
  values: {
    chat_id: string;
    sender_id: string;
    content: string;
    reply_to_message_id: string | null;
    attachment_url: string | null;
    attachment_name: string | null;
    attachment_type: string | null;
  },
  options: { isReply: boolean; quota: { limit: number; since: Date } },
): Promise<SendAttempt> {
  const id = uuidv7();
  const { chat_id: chatId, sender_id: senderId, reply_to_message_id: replyTo } = values;
  const row = await sendsOf(db)({
    id,
    chat_id: chatId,
    sender_id: senderId,
    content: values.content,
    reply_to: replyTo,
    is_reply: options.isReply,
    quota_offset: options.quota.limit - 1,
    quota_since: options.quota.since.toISOString(),
    attachment_url: values.attachment_url,
    attachment_name: values.attachment_name,
    attachment_type: values.attachment_type,
  });
  if (!row.known) return { chat: undefined, quotaFullAt: row.quota_full_at };
  const chat: SendFactsRow = {
    kind: row.kind!,
    is_active: row.is_active!,
    is_member: row.is_member!,
    connected: row.connected!,
    blocked: row.blocked!,
    recipient_ids: row.recipient_ids ?? [],
    blocker_ids: row.blocker_ids ?? [],
    reply_chat_id: row.reply_chat_id,
    reply_is_deleted: row.reply_is_deleted,
  };
  if (!row.written) return { chat, quotaFullAt: row.quota_full_at, written: undefined };
  const message: MessageRow = {
    ...values,
    kind: 'text',
    id,
    edited_at: null,
    is_deleted: false,
    deleted_for: [],
    hidden_at: null,
    hidden_reason: null,
    created_at: asDate(row.created_at!),
    updated_at: asDate(row.updated_at!),
  };
  const pointers = (row.readers ?? []).map((reader) => ({
    user_id: reader.user_id,
    last_read_message_id: reader.last_read_message_id,
    last_read_at: asDate(reader.last_read_at),
  }));
  return {
    chat,
    quotaFullAt: null,
    written: {
      message,
      pointers,
      senderHadUnread: row.sender_had_unread === true,
      counts: (row.counts ?? []).map((c) => ({
        userId: c.user_id,
        count: Number(c.count),
        total: Number(c.total),
      })),
      sent: { since: row.sent_at, order: row.written_order },
    },
  };
}
