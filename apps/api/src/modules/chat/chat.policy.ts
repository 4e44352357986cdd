// Who may do what in a chat, and what members see. Pure functions: the service loads the rows
// and facts (connection status, blocks), these decide; a refusal names its code and message.
import type { ErrorCode } from '@squadup/shared';
import type { ReadReceipt } from '../../graphql/generated/resolvers.js';

export const MESSAGES = {
  chatNotFound: 'Chat not found.',
  messageNotFound: 'Message not found.',
  notParticipant: 'You are not a participant of this chat.',
  notConnected: 'You can only message your connections.',
  notSender: 'Only the sender can change this message.',
  deleted: 'This message was deleted.',
  replyNotInChat: 'The message you reply to is not in this chat.',
} as const;

/** What the chat list shows as the last message when that message was deleted. */
export const DELETED_PREVIEW = 'Message deleted';

/**
 * The most chats getChatListForUser answers: the contract gives it no paging, so the server
 * bounds it like the connection lists (a member with more sees the most recently active).
 */
export const CHAT_LIST_CAP = 500;

export interface ChatPair {
  user_low_id: string;
  user_high_id: string;
}

export interface Refusal {
  code: ErrorCode;
  message: string;
}

export const participantsOf = (chat: ChatPair): string[] => [chat.user_low_id, chat.user_high_id];

export const isParticipant = (chat: ChatPair, userId: string): boolean =>
  chat.user_low_id === userId || chat.user_high_id === userId;

/** The pair's other member, seen from `userId`. */
export const otherParticipant = (chat: ChatPair, userId: string): string =>
  chat.user_low_id === userId ? chat.user_high_id : chat.user_low_id;

/** Reading a chat or marking it read: its two members only. */
export function refuseReading(chat: ChatPair, userId: string): Refusal | null {
  return isParticipant(chat, userId)
    ? null
    : { code: 'FORBIDDEN', message: MESSAGES.notParticipant };
}

export interface SendFacts {
  is_active: boolean;
  /** The pair's connection row is accepted. */
  connected: boolean;
  /** Either member blocked the other. */
  blocked: boolean;
}

/**
 * A chat whose pair is blocked either way is gone for both (docs/decisions/0007): NOT_FOUND with
 * the message an unknown chat or message id gets, so the block is never spelled out.
 */
export function refuseBlocked(blocked: boolean, subject: 'chat' | 'message'): Refusal | null {
  if (!blocked) return null;
  return {
    code: 'NOT_FOUND',
    message: subject === 'chat' ? MESSAGES.chatNotFound : MESSAGES.messageNotFound,
  };
}

/** Sending (and editing) needs an open chat between accepted connections, no block either way. */
export function refuseSending(chat: ChatPair, userId: string, facts: SendFacts): Refusal | null {
  const reading = refuseReading(chat, userId);
  if (reading) return reading;
  const blocked = refuseBlocked(facts.blocked, 'chat');
  if (blocked) return blocked;
  if (!facts.is_active || !facts.connected)
    return { code: 'FORBIDDEN', message: MESSAGES.notConnected };
  return null;
}

export interface MessageFacts {
  sender_id: string;
  is_deleted: boolean;
}

/** Editing or deleting a message: its sender only; a deleted message cannot be edited. */
export function refuseChanging(
  message: MessageFacts,
  userId: string,
  change: 'edit' | 'delete',
): Refusal | null {
  if (message.sender_id !== userId) return { code: 'FORBIDDEN', message: MESSAGES.notSender };
  if (change === 'edit' && message.is_deleted)
    return { code: 'BAD_USER_INPUT', message: MESSAGES.deleted };
  return null;
}

/** A reply must point at a live message of the same chat. */
export function refuseReply(
  target: { chat_id: string; is_deleted: boolean } | undefined,
  chatId: string,
): Refusal | null {
  if (!target || target.chat_id !== chatId || target.is_deleted)
    return { code: 'BAD_USER_INPUT', message: MESSAGES.replyNotInChat };
  return null;
}

export interface ReadPointer {
  user_id: string;
  last_read_message_id: string | null;
  last_read_at: Date;
}

/**
 * read_by of a message, derived from the last-read pointers: every member other than the sender
 * whose pointer is at or past it. UUID v7 ids in canonical lowercase compare like their bytes, so
 * string order is send order; read_at is when that member last read the chat.
 */
export function readReceipts(
  message: { id: string; sender_id: string },
  pointers: readonly ReadPointer[],
): ReadReceipt[] {
  return pointers
    .filter(
      (p) =>
        p.user_id !== message.sender_id &&
        p.last_read_message_id !== null &&
        p.last_read_message_id >= message.id,
    )
    .map((p) => ({ user_id: p.user_id, read_at: p.last_read_at.toISOString() }));
}

/**
 * deleted_for ("hidden for me") as `viewerId` sees it: only their own entry, never another
 * member's, so it cannot tell who hid a message. No viewer (an event for the whole chat room): [].
 */
export function visibleDeletedFor(
  deletedFor: readonly string[],
  viewerId: string | null,
): string[] {
  return viewerId !== null && deletedFor.includes(viewerId) ? [viewerId] : [];
}

/** What the list shows for a chat's last message (null before the first). */
export function lastMessagePreview(
  last: { content: string; is_deleted: boolean } | null,
): string | null {
  if (!last) return null;
  return last.is_deleted ? DELETED_PREVIEW : last.content;
}
