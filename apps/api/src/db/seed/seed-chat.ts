import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../client.js';
import { chatReads, chats, messages } from '../schema/index.js';
import { DEMO_CONVERSATIONS, type DemoConversation } from './demo-chat.js';
import { memberIdsByEmail } from './member-ids.js';

const MINUTE_MS = 60_000;

/**
 * Demo conversations (demo-chat.ts) in the pair's existing chat. Idempotent: a chat that already
 * holds messages is left alone, so a member's own messages survive a re-seed. Message ids are
 * UUID v7 stamped with each message's time, so id order is send order as for real messages.
 */
export async function seedDemoChats(tx: Database): Promise<void> {
  const emails = [...new Set(DEMO_CONVERSATIONS.flatMap((c) => [c.demo_email, c.other_email]))];
  const idOf = await memberIdsByEmail(tx, emails);
  for (const conversation of DEMO_CONVERSATIONS) {
    const demoId = idOf.get(conversation.demo_email);
    const otherId = idOf.get(conversation.other_email);
    if (!demoId || !otherId) continue;
    await seedConversation(tx, conversation, demoId, otherId);
  }
}

async function seedConversation(
  tx: Database,
  conversation: DemoConversation,
  demoId: string,
  otherId: string,
): Promise<void> {
  const [low, high] = demoId < otherId ? [demoId, otherId] : [otherId, demoId];
  const [chat] = await tx
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.user_low_id, low), eq(chats.user_high_id, high)))
    .limit(1);
  if (!chat) return;
  const used = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.chat_id, chat.id))
    .limit(1);
  if (used.length > 0) return;

  const now = Date.now();
  const ids: string[] = [];
  const rows = conversation.messages.map((message) => {
    const at = new Date(now - message.minutes_ago * MINUTE_MS);
    const id = uuidv7({ msecs: at.getTime() });
    ids.push(id);
    return {
      id,
      chat_id: chat.id,
      sender_id: message.from === 'demo' ? demoId : otherId,
      content: message.text,
      reply_to_message_id: message.reply_to === undefined ? null : (ids[message.reply_to] ?? null),
      created_at: at,
      updated_at: at,
    };
  });
  await tx.insert(messages).values(rows);
  const last = rows[rows.length - 1]!;
  const demoRead = rows[conversation.demo_read_through]!;
  await tx.update(chats).set({ last_message_at: last.created_at }).where(eq(chats.id, chat.id));
  // The other member has read everything; the demo member only up to demo_read_through.
  await tx
    .insert(chatReads)
    .values([
      {
        chat_id: chat.id,
        user_id: otherId,
        last_read_message_id: last.id,
        last_read_at: last.created_at,
      },
      {
        chat_id: chat.id,
        user_id: demoId,
        last_read_message_id: demoRead.id,
        last_read_at: demoRead.created_at,
      },
    ])
    .onConflictDoUpdate({
      target: [chatReads.chat_id, chatReads.user_id],
      set: {
        last_read_message_id: sql`excluded.last_read_message_id`,
        last_read_at: sql`excluded.last_read_at`,
      },
    });
}
