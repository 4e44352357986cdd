import type { Database } from '../../db/client.js';
import type { MessageRow } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { Message } from '../../graphql/generated/resolvers.js';
import { isUuid } from '../../lib/ids.js';
import { isBlockedBetween } from '../connections/index.js';
import {
  chatPolicy,
  isParticipant,
  MESSAGES,
  otherParticipant,
  type ChatPair,
} from './chat.policy.js';
import { presentMessage } from './chat.present.js';
import * as repo from './chat.repo.js';

// Loading steps shared by the queries and the mutations: NOT_FOUND first, then the policy.

/** The chat (locked for the caller's transaction when `forUpdate`), or NOT_FOUND. */
export async function requireChat(db: Database, chatId: string, forUpdate = false) {
  if (!isUuid(chatId)) throw notFound(MESSAGES.chatNotFound);
  const chat = await repo.findChat(db, chatId, forUpdate);
  if (!chat) throw notFound(MESSAGES.chatNotFound);
  return chat;
}

/** Whether the viewer is one of the chat's pair and that pair is blocked either way. */
const blockedPair = (db: Database, chat: ChatPair, viewerId: string): Promise<boolean> =>
  isParticipant(chat, viewerId)
    ? isBlockedBetween(db, viewerId, otherParticipant(chat, viewerId))
    : Promise.resolve(false);

/** NOT_FOUND (as for an unknown id) when the viewer's chat is with a member blocked either way. */
export async function refuseIfBlocked(
  db: Database,
  chat: ChatPair,
  viewer: ViewerRef,
  subject: 'chat' | 'message',
): Promise<void> {
  const blocked = await blockedPair(db, chat, viewer.id);
  chatPolicy.authorize(viewer, subject === 'chat' ? 'seeChat' : 'seeMessage', { blocked });
}

/**
 * The chat if the viewer is one of its pair: NOT_FOUND for unknown ids and for a pair blocked
 * either way, FORBIDDEN for others.
 */
export async function requireReadableChat(db: Database, chatId: string, viewer: ViewerRef) {
  const chat = await requireChat(db, chatId);
  chatPolicy.authorize(viewer, 'read', chat);
  await refuseIfBlocked(db, chat, viewer, 'chat');
  return chat;
}

/**
 * Whether the member may have the chat open (its socket room): the same rule as reading it. By
 * user id (the socket's member), answering false rather than throwing.
 */
export async function canOpenChat(db: Database, chatId: string, userId: string): Promise<boolean> {
  if (!isUuid(chatId) || !isUuid(userId)) return false;
  // One statement: a reconnecting crowd joins its chats all at once.
  const chat = await repo.findChatPairWithBlock(db, chatId);
  return chat !== undefined && chatPolicy.can({ id: userId }, 'read', chat) && !chat.blocked;
}

export async function requireMessage(db: Database, messageId: string, forUpdate = false) {
  if (!isUuid(messageId)) throw notFound(MESSAGES.messageNotFound);
  const message = await repo.findMessage(db, messageId, forUpdate);
  if (!message) throw notFound(MESSAGES.messageNotFound);
  return message;
}

/**
 * Messages of one chat as `viewerId` sees them: read_by from the chat's read pointers (one query)
 * and the replied-to content (one query for the whole list; null when that message was deleted).
 */
export async function presentMessages(
  db: Database,
  chatId: string,
  rows: readonly MessageRow[],
  viewerId: string,
): Promise<Message[]> {
  if (rows.length === 0) return [];
  const pointers = await repo.readPointers(db, chatId);
  const inList = new Map(rows.map((row) => [row.id, row]));
  const missing = [
    ...new Set(rows.map((row) => row.reply_to_message_id).filter((id) => id !== null)),
  ].filter((id) => !inList.has(id));
  const targets = new Map<string, { content: string; is_deleted: boolean }>(inList);
  for (const row of await repo.findByIds(db, chatId, missing)) targets.set(row.id, row);
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
