import { PAGE_SIZE } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import type { ChatListItem, Message, UnreadCount } from '../../graphql/generated/resolvers.js';
import { pageOf, type PageArgs } from '../../lib/paging.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  presentMessages,
  refuseIfBlocked,
  requireChatFor,
  requireMessage,
  requireReadableChat,
} from './chat.load.js';
import { CHAT_LIST_CAP, chatPolicy } from './chat.policy.js';
import { presentChatListItem } from './chat.present.js';
import * as repo from './chat.repo.js';
import { unreadCountsFor } from './chat.unread.js';

// Chat queries. The mutations live in chat.messages.ts; unread counting in chat.unread.ts (the
// realtime broadcaster imports it through index.ts).

/**
 * Every chat of the member with its other participant (whose counts change when it goes). Not a
 * member operation: deleteUser calls it inside its own transaction, so it takes that `tx`.
 */
export const chatPartners = (db: Database, userId: string) => repo.chatPartners(db, userId);

/** The viewer's chats, most recent activity first (docs/decisions/0009); none with a blocked pair. */
export async function getChatListForUser(ctx: ServiceContext): Promise<ChatListItem[]> {
  const rows = await repo.listChatsFor(ctx.db, ctx.viewer.id, CHAT_LIST_CAP);
  return rows.map(presentChatListItem);
}

/** Page 1 is the newest `limit` messages; every page is answered oldest first. */
export async function getMessagesForChat(
  ctx: ServiceContext,
  chatId: string,
  args: PageArgs,
): Promise<Message[]> {
  const { db, viewer } = ctx;
  const chat = await requireReadableChat(db, chatId, viewer);
  const page = pageOf(args, PAGE_SIZE.messages);
  const rows = await repo.pageOfMessages(db, chat.id, viewer.id, page);
  return presentMessages(db, chat.id, rows.reverse(), viewer.id);
}

/** The viewer's chats with unread messages, each with its count. */
export async function getUnreadCountForChats(ctx: ServiceContext): Promise<UnreadCount[]> {
  return (await unreadCountsFor(ctx.db, ctx.viewer.id)).chats;
}

/**
 * A message as the viewer sees it in their chat (for reporting it): NOT_FOUND unless the viewer is
 * a participant and the message is neither deleted nor deleted for them, so no other id is confirmed.
 */
export async function loadMessageSeenBy(ctx: ServiceContext, messageId: string) {
  const { db, viewer } = ctx;
  const message = await requireMessage(db, messageId);
  const chat = await requireChatFor(db, message.chat_id, viewer);
  chatPolicy.authorize(viewer, 'findMessage', { chat, message });
  // A block hides the chat, its messages included (docs/security.md, Blocks).
  refuseIfBlocked(chat, viewer, 'message');
  return { id: message.id, sender_id: message.sender_id, content: message.content };
}
