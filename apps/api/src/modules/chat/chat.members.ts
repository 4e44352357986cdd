import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client.js';
import { selectRows } from '../../db/raw.js';
import { chatMembers, chatReads, chats, type MessageRow } from '../../db/schema/index.js';
import type { Message } from '../../graphql/generated/resolvers.js';
import { forChatRoom, presentMessage } from './chat.present.js';

// A squad's chat, as the squads module changes it inside its own transaction: created with the
// squad, members added and removed with it, and a system line for each change
// (docs/decisions/0028). Direct chats get their members from a trigger (migration 0010).

/** The post's squad chat, created (with the owner as its first member) when the squad forms. */
export async function openSquadChat(
  tx: Database,
  post: { id: string; title: string; posted_by: string },
): Promise<string> {
  const [created] = await tx
    .insert(chats)
    .values({ kind: 'squad', post_id: post.id, title: post.title })
    .onConflictDoNothing({ target: chats.post_id })
    .returning({ id: chats.id });
  const chatId =
    created?.id ??
    (await tx.select({ id: chats.id }).from(chats).where(eq(chats.post_id, post.id)))[0]!.id;
  await addToChat(tx, chatId, post.posted_by);
  return chatId;
}

export async function addToChat(tx: Database, chatId: string, userId: string): Promise<void> {
  await tx.insert(chatMembers).values({ chat_id: chatId, user_id: userId }).onConflictDoNothing();
}

/**
 * Takes the member out of the chat: they no longer read it, count it or join its room. Their
 * read pointer goes too, so a member who comes back counts what was said meanwhile as unread.
 */
export async function removeFromChat(tx: Database, chatId: string, userId: string): Promise<void> {
  await tx
    .delete(chatMembers)
    .where(and(eq(chatMembers.chat_id, chatId), eq(chatMembers.user_id, userId)));
  await tx
    .delete(chatReads)
    .where(and(eq(chatReads.chat_id, chatId), eq(chatReads.user_id, userId)));
}

/**
 * Writes a system line about `userId` ("Ana Lopez joined as Frontend"): the member's name is
 * read in the same statement, the chat's last activity moves to it. Answers it as the chat room
 * sees it; it counts as unread for every other member, like any message.
 */
export async function writeSystemLine(
  tx: Database,
  chatId: string,
  userId: string,
  after: string,
): Promise<Message> {
  const [row] = await selectRows<MessageRow>(
    tx,
    sql`with m as (
        insert into messages (id, chat_id, sender_id, kind, content)
        select ${uuidv7()}::uuid, ${chatId}::uuid, u.id, 'system',
          left(trim(u.first_name || ' ' || u.last_name) || ' ' || ${after}, 2000)
        from users u where u.id = ${userId}::uuid
        returning *
      ), touched as (
        update chats set last_message_at = m.created_at, updated_at = now()
        from m where chats.id = m.chat_id
      )
      select * from m`,
  );
  return forChatRoom(presentMessage(row!, [], null, userId));
}
