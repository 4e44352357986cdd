import type { MessageRow } from '../../db/schema/index.js';
import type { ChatListItem, Message } from '../../graphql/generated/resolvers.js';
import { readReceipts, visibleDeletedFor, type ReadPointer } from './chat.policy.js';
import type { ChatListRow } from './chat.repo.js';
import { iso, isoOrNull } from '../../lib/dates.js';
import { HIDDEN_PRESENCE, visiblePresence } from '../presence/index.js';

/**
 * A message row as the API's Message for `viewerId`; read_by is derived from the chat's read
 * pointers, deleted_for shows only the viewer's own entry.
 */
export function presentMessage(
  row: MessageRow,
  pointers: readonly ReadPointer[],
  replyContent: string | null,
  viewerId: string,
): Message {
  return {
    _id: row.id,
    chat_id: row.chat_id,
    sender_id: row.sender_id,
    kind: row.kind,
    content: row.content,
    read_by: readReceipts(row, pointers),
    edited_at: isoOrNull(row.edited_at),
    is_deleted: row.is_deleted,
    deleted_for: visibleDeletedFor(row.deleted_for, viewerId),
    reply_to_message_id: row.reply_to_message_id,
    reply_to_message_content: row.reply_to_message_id ? replyContent : null,
    // Only the sender sees why (others never receive a hidden message: chat.repo notModeratedFor).
    hidden:
      row.hidden_at !== null && row.sender_id === viewerId
        ? { at: iso(row.hidden_at), reason: row.hidden_reason ?? '' }
        : null,
    attachment:
      row.attachment_url && !row.is_deleted
        ? {
            url: row.attachment_url,
            name: row.attachment_name ?? '',
            type: row.attachment_type ?? '',
            is_image: (row.attachment_type ?? '').startsWith('image/'),
          }
        : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * A message as pushed to the chat room, where every member receives it: no one's deleted_for, and
 * no moderation note (that is the sender's alone).
 */
export const forChatRoom = (message: Message): Message => ({
  ...message,
  // Read receipts are each member's to see or not (docs/decisions/0082): none in a room's copy.
  read_by: [],
  deleted_for: visibleDeletedFor(message.deleted_for, null),
  hidden: null,
});

/**
 * A chat list row: a direct chat's names, photo and presence (as others may see it) are the other
 * member's, read by the list's own statement; a squad's, null (and offline).
 */
export function presentChatListItem(row: ChatListRow): ChatListItem {
  const presence = row.other_user_id
    ? visiblePresence({
        is_online: row.is_online ?? false,
        show_online: row.show_online ?? false,
        last_seen: row.last_seen,
      })
    : HIDDEN_PRESENCE;
  return {
    _id: row.id,
    kind: row.kind,
    participant_ids: row.member_ids,
    other_user_id: row.other_user_id,
    post_id: row.post_id,
    title: row.title,
    members: row.faces ?? [],
    member_count: row.member_count,
    is_active: row.is_active,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    first_name: row.first_name,
    last_name: row.last_name,
    photo: row.photo,
    // The latest message not deleted (the list query skips deleted ones), or null.
    last_message_content: row.last_content,
    last_message_at: isoOrNull(row.last_message_at),
    muted: row.muted,
    ...presence,
  };
}
