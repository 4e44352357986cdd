import { PAGE_SIZE } from '@squadup/shared';
import type { Database } from '../../db/client.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { ChatListItem, Message, UnreadCount } from '../../graphql/generated/resolvers.js';
import { paginate } from '../../lib/pagination.js';
import { presentMessages, requireReadableChat } from './chat.load.js';

export { canOpenChat } from './chat.load.js';
import { CHAT_LIST_CAP } from './chat.policy.js';
import { presentChatListItem } from './chat.present.js';
import * as repo from './chat.repo.js';
import { unreadCountsFor } from './chat.unread.js';

// Chat queries. The mutations live in chat.messages.ts; unread counting in chat.unread.ts (the
// realtime broadcaster imports those from here).
export {
  chatParticipantIds,
  isChatParticipant,
  unreadCountsFor,
  unreadInChatAndTotal,
  type UnreadCounts,
} from './chat.unread.js';

/** Every chat of the member with its other participant (whose counts change when it goes). */
export const chatPartners = (db: Database, userId: string) => repo.chatPartners(db, userId);

/** The viewer's chats, most recent activity first (docs/decisions/0009); none with a blocked pair. */
export async function getChatListForUser(db: Database, viewer: ViewerRef): Promise<ChatListItem[]> {
  const rows = await repo.listChatsFor(db, viewer.id, CHAT_LIST_CAP);
  return rows.map(presentChatListItem);
}

export interface PageArgs {
  page?: number | null;
  limit?: number | null;
}

/** Page 1 is the newest `limit` messages; every page is answered oldest first. */
export async function getMessagesForChat(
  db: Database,
  viewer: ViewerRef,
  chatId: string,
  args: PageArgs,
): Promise<Message[]> {
  const chat = await requireReadableChat(db, chatId, viewer.id);
  const page = paginate(args.page, args.limit, PAGE_SIZE.messages);
  const rows = await repo.pageOfMessages(db, chat.id, viewer.id, page);
  return presentMessages(db, chat.id, rows.reverse(), viewer.id);
}

export async function getUnreadCountForChats(
  db: Database,
  viewer: ViewerRef,
): Promise<UnreadCount[]> {
  return (await unreadCountsFor(db, viewer.id)).chats;
}
