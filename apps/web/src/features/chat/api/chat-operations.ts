import { graphql } from '@/gql';

// The chat screens' operations. Messages are normalised by `_id`, so an edit or an
// updateMessage event merged into one entity re-renders every list that holds it.

export const ChatMessageFieldsFragment = graphql(`
  fragment ChatMessageFields on Message {
    _id
    chat_id
    sender_id
    kind
    content
    read_by {
      user_id
      read_at
    }
    edited_at
    is_deleted
    deleted_for
    reply_to_message_id
    reply_to_message_content
    hidden {
      at
      reason
    }
    attachment {
      url
      name
      type
      is_image
    }
    created_at
    updated_at
  }
`);

/** One page of a chat, oldest first within the page; page 1 is the newest. */
export const GetMessagesForChatQuery = graphql(`
  query GetMessagesForChat($chatId: ID!, $page: Int, $limit: Int) {
    getMessagesForChat(chatId: $chatId, page: $page, limit: $limit) {
      _id
      ...ChatMessageFields
    }
  }
`);

/**
 * The viewer's conversations, most recent activity first. A direct chat names the other member; a
 * squad chat has no other member (other_user_id null) but the post's title and the first faces.
 */
export const GetChatListQuery = graphql(`
  query GetChatListForUser {
    getChatListForUser {
      _id
      kind
      other_user_id
      post_id
      title
      members {
        user_id
        first_name
        last_name
        photo
      }
      member_count
      is_active
      first_name
      last_name
      photo
      last_message_content
      last_message_at
      updated_at
      is_online
      last_seen
      muted
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage(
    $chatId: ID!
    $content: String!
    $replyToMessageId: ID
    $attachment: MessageAttachmentInput
  ) {
    sendMessage(
      chatId: $chatId
      content: $content
      replyToMessageId: $replyToMessageId
      attachment: $attachment
    ) {
      _id
      ...ChatMessageFields
    }
  }
`);

export const EditMessageMutation = graphql(`
  mutation EditMessage($messageId: ID!, $content: String!) {
    editMessage(messageId: $messageId, content: $content) {
      _id
      ...ChatMessageFields
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($messageId: ID!) {
    deleteMessage(messageId: $messageId)
  }
`);

export const MarkMessagesAsReadMutation = graphql(`
  mutation MarkMessagesAsRead($chatId: ID!) {
    markMessagesAsRead(chatId: $chatId) {
      chat_id
      unread_count
    }
  }
`);

/** Mutes or unmutes a chat for the viewer: no unread count, no mail, still readable. */
export const SetChatMutedMutation = graphql(`
  mutation SetChatMuted($chatId: ID!, $muted: Boolean!) {
    setChatMuted(chatId: $chatId, muted: $muted) {
      chat_id
      muted
    }
  }
`);

/**
 * A squad chat's members, to name the sender above each message (the list row holds only the
 * first few faces). The squad's id is its post's.
 */
export const ChatSquadMembersQuery = graphql(`
  query ChatSquadMembers($postId: ID!) {
    loadSquad(postId: $postId) {
      _id
      members {
        user_id
        first_name
        last_name
        photo
      }
    }
  }
`);

/** A squad chat's sender who is no longer in the squad: their messages stay under their name. */
export const ChatFormerMemberQuery = graphql(`
  query ChatFormerMember($userId: ID!) {
    loadUserById(userId: $userId) {
      _id
      first_name
      last_name
      photo
    }
  }
`);

/**
 * Whether the viewer shows (and so sees) typing and read receipts in chats (docs/decisions/0082):
 * the composer tells nobody they type when they hide it. The viewer's own User, as Settings reads it.
 */
export const ChatSignalSettingsQuery = graphql(`
  query ChatSignalSettings {
    loadUserById {
      _id
      show_typing
      show_read_receipts
    }
  }
`);
