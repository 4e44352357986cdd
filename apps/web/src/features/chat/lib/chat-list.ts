import { displayName, type NamedMember } from '@squadup/shared';
import type { GetChatListForUserQuery } from '@/gql/graphql';

export type ChatListItem = GetChatListForUserQuery['getChatListForUser'][number];

/**
 * Faces a squad chat draws before "+N" in its list row and header: two keep the title readable
 * beside them on a 390 px phone (the API sends up to SQUAD.previewAvatars; cards show them all).
 */
export const SQUAD_FACES_IN_CHAT = 2;

/** What an open conversation needs to know about its chat (a list row, or a squad page's chat). */
export type ConversationChat = Pick<
  ChatListItem,
  | '_id'
  | 'kind'
  | 'other_user_id'
  | 'post_id'
  | 'title'
  | 'members'
  | 'member_count'
  | 'is_active'
  | 'first_name'
  | 'last_name'
  | 'photo'
> &
  // A direct chat's other member's presence (a squad page's chat has none to show), and whether
  // the viewer muted the chat (known from the chat list).
  Partial<Pick<ChatListItem, 'is_online' | 'last_seen' | 'muted'>>;

/** A face in a squad chat (a list row's preview, or a member named above their messages). */
export type ChatMember = ChatListItem['members'][number];

/** A member's full name ('Unknown member' when the account has none). */
export const personName = (person: NamedMember): string => displayName(person, 'Unknown member');

/** What a chat is called: a squad chat by its post's title, a direct chat by the other member. */
export function chatName(
  chat: NamedMember & { kind?: ChatListItem['kind']; title?: string | null },
): string {
  if (chat.kind === 'squad') return chat.title?.trim() || 'Squad chat';
  return personName(chat);
}

/** Conversations whose name (the other member, or the squad's post title) contains the text, ignoring case. */
export function filterChats(chats: readonly ChatListItem[], search: string): ChatListItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...chats];
  return chats.filter((chat) => chatName(chat).toLowerCase().includes(needle));
}
