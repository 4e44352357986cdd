import { PAGE_SIZE } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { ChatListItem, Message, UnreadCount } from '../../graphql/generated/resolvers.js';
import { pageOf, type PageArgs } from '../../lib/paging.js';
import { notFound } from '../../errors.js';
import {
  presentMessages,
  refuseIfBlocked,
  requireChat,
  requireMessage,
  requireReadableChat,
} from './chat.load.js';
import { CHAT_LIST_CAP, isParticipant, MESSAGES } from './chat.policy.js';

export { canOpenChat } from './chat.load.js';
import { presentChatListItem } from './chat.present.js';
import * as repo from './chat.repo.js';
import { unreadCountsFor } from './chat.unread.js';

// Chat queries. The mutations live in chat.messages.ts; unread counting in chat.unread.ts (the
// realtime broadcaster imports those from here).
export {
  chatParticipantIds,
  unreadCountsFor,
  unreadInChatAndTotal,
  unreadInChatsAndTotals,
  unreadKey,
  type UnreadCounts,
} from './chat.unread.js';

/** Every chat of the member with its other participant (whose counts change when it goes). */
export const chatPartners = (db: Database, userId: string) => repo.chatPartners(db, userId);

/** The viewer's chats, most recent activity first (docs/decisions/0009); none with a blocked pair. */
export async function getChatListForUser(db: Database, viewer: ViewerRef): Promise<ChatListItem[]> {
  const rows = await repo.listChatsFor(db, viewer.id, CHAT_LIST_CAP);
  return rows.map(presentChatListItem);
}

/** Page 1 is the newest `limit` messages; every page is answered oldest first. */
export async function getMessagesForChat(
  db: Database,
  viewer: ViewerRef,
  chatId: string,
  args: PageArgs,
): Promise<Message[]> {
  const chat = await requireReadableChat(db, chatId, viewer.id);
  const page = pageOf(args, PAGE_SIZE.messages);
  const rows = await repo.pageOfMessages(db, chat.id, viewer.id, page);
  return presentMessages(db, chat.id, rows.reverse(), viewer.id);
}

export async function getUnreadCountForChats(
  db: Database,
  viewer: ViewerRef,
): Promise<UnreadCount[]> {
  return (await unreadCountsFor(db, viewer.id)).chats;
}

/**
 * A message as the viewer sees it in their chat (for reporting it): NOT_FOUND unless the viewer is
 * a participant and the message is neither deleted nor deleted for them, so no other id is confirmed.
 */
export async function loadMessageSeenBy(db: Database, viewer: ViewerRef, messageId: string) {
  const message = await requireMessage(db, messageId);
  const chat = await requireChat(db, message.chat_id);
  const hidden = message.is_deleted || message.deleted_for.includes(viewer.id);
  if (!isParticipant(chat, viewer.id) || hidden) throw notFound(MESSAGES.messageNotFound);
  // A block hides the chat, its messages included (docs/security.md, Blocks).
  await refuseIfBlocked(db, chat, viewer.id, 'message');
  return { id: message.id, sender_id: message.sender_id, content: message.content };
}
