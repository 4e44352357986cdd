import type { Database } from '../../db/client.js';
import type { ChatSignals } from '../../lib/domain-events.js';
import type { MessageRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import type { Message } from '../../graphql/generated/resolvers.js';
import { isUuid } from '../../lib/ids.js';
import { chatPolicy, MESSAGES } from './chat.policy.js';
import { presentMessage } from './chat.present.js';
import * as repo from './chat.repo.js';
import type { ChatAccessRow } from './chat.repo.js';

// Loading steps shared by the queries and the mutations: NOT_FOUND first, then the policy.

/** The chat (locked for the caller's transaction when `forUpdate`), or NOT_FOUND. */
export async function requireChat(db: Database, chatId: string, forUpdate = false) {
  if (!isUuid(chatId)) throw notFound(MESSAGES.chatNotFound);
  const chat = await repo.findChat(db, chatId, forUpdate);
  if (!chat) throw notFound(MESSAGES.chatNotFound);
  return chat;
}

/** The chat with the viewer's access facts (membership, a blocked pair), or NOT_FOUND. */
export async function requireChatFor(db: Database, chatId: string, viewer: ViewerRef) {
  if (!isUuid(chatId)) throw notFound(MESSAGES.chatNotFound);
  const chat = await repo.findChatFor(db, chatId, viewer.id);
  if (!chat) throw notFound(MESSAGES.chatNotFound);
  return chat;
}

/**
 * NOT_FOUND (as for an unknown id) when the viewer's direct chat is with a member blocked either
 * way. A squad chat is never hidden by a block (docs/decisions/0028).
 */
export function refuseIfBlocked(
  chat: ChatAccessRow,
  viewer: ViewerRef,
  subject: 'chat' | 'message',
): void {
  const blocked = chat.is_member && chat.blocked;
  chatPolicy.authorize(viewer, subject === 'chat' ? 'seeChat' : 'seeMessage', { blocked });
}

/**
 * The chat if the viewer is one of its members: NOT_FOUND for unknown ids and for a direct pair
 * blocked either way, FORBIDDEN for others.
 */
export async function requireReadableChat(db: Database, chatId: string, viewer: ViewerRef) {
  const chat = await requireChatFor(db, chatId, viewer);
  chatPolicy.authorize(viewer, 'read', chat);
  refuseIfBlocked(chat, viewer, 'chat');
  return chat;
}

/**
 * Whether the member may have the chat open (its socket room): the same rule as reading it. By
 * user id (the socket's member), answering null rather than throwing. Otherwise what the member
 * shows and sees there (docs/decisions/0082): typing only in a chat that takes messages.
 */
export async function openChat(
  db: Database,
  chatId: string,
  userId: string,
): Promise<ChatSignals | null> {
  if (!isUuid(chatId) || !isUuid(userId)) return null;
  // One statement: a reconnecting crowd joins its chats all at once.
  const chat = await repo.findChatToOpen(db, chatId, userId);
  if (!chat || !chatPolicy.can({ id: userId }, 'read', chat) || chat.blocked) return null;
  return { typing: chat.show_typing && chat.is_active, receipts: chat.show_read_receipts };
}

export async function requireMessage(db: Database, messageId: string, forUpdate = false) {
  if (!isUuid(messageId)) throw notFound(MESSAGES.messageNotFound);
  const message = await repo.findMessage(db, messageId, forUpdate);
  if (!message) throw notFound(MESSAGES.messageNotFound);
  return message;
}

/**
 * Messages of one chat as `viewerId` sees them: read_by from the read pointers they may see (one query)
 * and the replied-to content (one query for the whole list; null when that message was deleted).
 */
export async function presentMessages(
  db: Database,
  chatId: string,
  rows: readonly MessageRow[],
  viewerId: string,
): Promise<Message[]> {
  if (rows.length === 0) return [];
  const pointers = await repo.readPointers(db, chatId, viewerId);
  const inList = new Map(rows.map((row) => [row.id, row]));
  const missing = [
    ...new Set(rows.map((row) => row.reply_to_message_id).filter((id) => id !== null)),
  ].filter((id) => !inList.has(id));
  const targets = new Map<string, { content: string; is_deleted: boolean }>(inList);
  for (const row of await repo.findByIds(db, chatId, missing, viewerId)) targets.set(row.id, row);
  return rows.map((row) => {
    const target = row.reply_to_message_id ? targets.get(row.reply_to_message_id) : undefined;
    const content = target && !target.is_deleted ? target.content : null;
    return presentMessage(row, pointers, content, viewerId);
  });
}

export async function presentOne(
  db: Database,
  row: MessageRow,
  viewerId: string,
): Promise<Message> {
  const [message] = await presentMessages(db, row.chat_id, [row], viewerId);
  return message!;
}
