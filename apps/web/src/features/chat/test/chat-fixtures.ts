import type { MessagePayload } from '@squadup/shared';
import { PAGE_SIZE } from '@squadup/shared';
import { testUser } from '@/test/auth';
import {
  ChatSignalSettingsQuery,
  ChatSquadMembersQuery,
  GetChatListQuery,
  GetMessagesForChatQuery,
  MarkMessagesAsReadMutation,
} from '../api/chat-operations';
import type { ChatListItem } from '../lib/chat-list';

/** The other member of the default chat. */
export const OTHER_ID = 'user-2';

export function buildChat(overrides: Partial<ChatListItem> = {}) {
  return {
    __typename: 'ChatListItem' as const,
    _id: 'chat-1',
    kind: 'direct' as ChatListItem['kind'],
    other_user_id: OTHER_ID as string | null,
    post_id: null as string | null,
    title: null as string | null,
    members: [] as ChatListItem['members'],
    member_count: 2,
    is_active: true,
    first_name: 'Ada',
    last_name: 'Okafor',
    photo: null,
    last_message_content: 'See you at the hackathon!',
    last_message_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    is_online: false,
    muted: false,
    last_seen: null as string | null,
    ...overrides,
  };
}

let sequence = 0;

/** A message of chat-1 from the other member; `minutesAgo` sets its time (and so its order). */
export function buildMessage(overrides: Partial<MessagePayload> = {}, minutesAgo = 10) {
  sequence += 1;
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    __typename: 'Message' as const,
    _id: `msg-${sequence}`,
    chat_id: 'chat-1',
    sender_id: OTHER_ID,
    kind: 'text' as MessagePayload['kind'],
    content: `Message ${sequence}`,
    read_by: [],
    edited_at: null,
    is_deleted: false,
    deleted_for: [],
    reply_to_message_id: null,
    reply_to_message_content: null,
    hidden: null,
    attachment: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export type BuiltMessage = ReturnType<typeof buildMessage>;

export const chatListMock = (chats: ReturnType<typeof buildChat>[]) => ({
  request: { query: GetChatListQuery },
  result: { data: { getChatListForUser: chats } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const messagesMock = (messages: BuiltMessage[], page = 1, chatId = 'chat-1') => ({
  request: {
    query: GetMessagesForChatQuery,
    variables: { chatId, page, limit: PAGE_SIZE.messages },
  },
  result: { data: { getMessagesForChat: messages } },
});

export const markReadMock = (chatId = 'chat-1') => ({
  request: { query: MarkMessagesAsReadMutation, variables: { chatId } },
  result: {
    data: { markMessagesAsRead: { __typename: 'UnreadCount', chat_id: chatId, unread_count: 0 } },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** `count` messages, oldest first, alternating senders (the viewer sends the even ones). */
export function buildThread(count: number, startMinutesAgo = 100) {
  return Array.from({ length: count }, (_, i) =>
    buildMessage({ sender_id: i % 2 === 0 ? OTHER_ID : testUser._id }, startMinutesAgo - i),
  );
}

/** A squad member's face and name, as the chat list and the squad-members query give them. */
export function buildFace(user_id: string, first_name: string, last_name: string) {
  return { __typename: 'SquadAvatar' as const, user_id, first_name, last_name, photo: null };
}

export const SQUAD_FACES = [
  buildFace('user-9', 'Omar', 'Haddad'),
  buildFace('user-2', 'Ana', 'Lopez'),
  buildFace(testUser._id, testUser.first_name ?? '', testUser.last_name ?? ''),
  buildFace('user-3', 'Liam', 'Chen'),
];

/** The squad chat of post-1: no other member, the post's title and the first faces. */
export function buildSquadChat(overrides: Partial<ChatListItem> = {}) {
  return buildChat({
    _id: 'squad-chat-1',
    kind: 'squad',
    other_user_id: null,
    post_id: 'post-1',
    title: 'Campus food-sharing app',
    members: SQUAD_FACES.slice(0, 4),
    member_count: 5,
    first_name: null,
    last_name: null,
    last_message_content: 'Ana Lopez joined as Frontend',
    ...overrides,
  });
}

/** Every member of post-1's squad, for the names above their messages. */
export const squadMembersMock = (members = SQUAD_FACES, postId = 'post-1') => ({
  request: { query: ChatSquadMembersQuery, variables: { postId } },
  result: {
    data: {
      loadSquad: {
        __typename: 'Squad' as const,
        _id: postId,
        members: members.map((face) => ({ ...face, __typename: 'SquadMember' as const })),
      },
    },
  },
});

/** The viewer's choices to show typing and read receipts (both on unless said). */
export const chatSignalsMock = (typing = true, receipts = true) => ({
  request: { query: ChatSignalSettingsQuery },
  result: {
    data: {
      loadUserById: {
        __typename: 'User' as const,
        _id: testUser._id,
        show_typing: typing,
        show_read_receipts: receipts,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
