import type { GetChatListForUserQuery } from '@/gql/graphql';

export type ChatListItem = GetChatListForUserQuery['getChatListForUser'][number];

/** The other member's full name ('Unknown member' when the account has none). */
export function chatName(chat: Pick<ChatListItem, 'first_name' | 'last_name'>): string {
  return [chat.first_name, chat.last_name].filter(Boolean).join(' ').trim() || 'Unknown member';
}

/** Conversations whose other member's name contains the search text, ignoring case. */
export function filterChats(chats: readonly ChatListItem[], search: string): ChatListItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...chats];
  return chats.filter((chat) => chatName(chat).toLowerCase().includes(needle));
}
