import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  chatReads,
  chats,
  messages,
  type ChatReadRow,
  type ChatRow,
  type MessageRow,
} from '../../src/db/schema/index.js';
import { buildConnection } from './connections.js';

type NewMessage = typeof messages.$inferInsert;

let messageNumber = 0;

/**
 * The active chat of two members (new ones unless named), with the accepted connection that
 * opens it: in the app a chat exists only for a pair that connected.
 */
export async function buildChat(
  db: Database,
  { members }: { members?: [string, string] } = {},
): Promise<ChatRow> {
  const connection = await buildConnection(db, {
    requester_user_id: members?.[0],
    addressee_user_id: members?.[1],
  });
  const [chat] = await db.select().from(chats).where(eq(chats.id, connection.chat_id!));
  return chat!;
}

/**
 * A message (in a new chat, from its lower-id member, unless named). Like sendMessage it moves
 * the chat's last activity to the message and the sender's read pointer up to it, so the sender
 * has nothing unread and the other member has this message unread.
 */
export async function buildMessage(
  db: Database,
  overrides: Partial<NewMessage> = {},
): Promise<MessageRow> {
  const chat = overrides.chat_id
    ? { id: overrides.chat_id, user_low_id: undefined }
    : await buildChat(db);
  const senderId = overrides.sender_id ?? chat.user_low_id;
  if (!senderId) throw new Error('buildMessage: name the sender_id of a chat you pass.');
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        content: `Message ${(messageNumber += 1)}`,
        ...overrides,
        chat_id: chat.id,
        sender_id: senderId,
      })
      .returning();
    await tx
      .update(chats)
      .set({ last_message_at: message!.created_at, updated_at: sql`now()` })
      .where(eq(chats.id, chat.id));
    await buildChatRead(tx, {
      chat_id: chat.id,
      user_id: senderId,
      last_read_message_id: message!.id,
    });
    return message!;
  });
}

/**
 * Moves a member's read pointer in a chat up to a message (never backwards), as
 * markMessagesAsRead does: every message up to it counts as read by them.
 */
export async function buildChatRead(
  db: Database,
  values: { chat_id: string; user_id: string; last_read_message_id: string | null },
): Promise<ChatReadRow> {
  const [row] = await db
    .insert(chatReads)
    .values(values)
    .onConflictDoUpdate({
      target: [chatReads.chat_id, chatReads.user_id],
      set: {
        last_read_message_id: sql`greatest(${chatReads.last_read_message_id}, excluded.last_read_message_id)`,
        last_read_at: sql`now()`,
      },
    })
    .returning();
  return row!;
}
