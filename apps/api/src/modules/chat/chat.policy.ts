// Who may do what in a chat, and what members see. Pure functions: the service loads the rows
// and facts (connection status, blocks), these decide; each refusal is its code and message.
import { badInput, forbidden, notFound } from '../../errors.js';
import type { ViewerRef } from '../../graphql/context.js';
import type { ReadReceipt } from '../../graphql/generated/resolvers.js';
import { definePolicy } from '../../lib/policy.js';

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

export const participantsOf = (chat: ChatPair): string[] => [chat.user_low_id, chat.user_high_id];

export const isParticipant = (chat: ChatPair, userId: string): boolean =>
  chat.user_low_id === userId || chat.user_high_id === userId;

/** The pair's other member, seen from `userId`. */
export const otherParticipant = (chat: ChatPair, userId: string): string =>
  chat.user_low_id === userId ? chat.user_high_id : chat.user_low_id;

export interface SendFacts {
  is_active: boolean;
  /** The pair's connection row is accepted. */
  connected: boolean;
  /** Either member blocked the other. */
  blocked: boolean;
}

/** Whether the pair is blocked either way. */
interface PairBlock {
  blocked: boolean;
}

/** A chat message as the loading steps see it. */
interface SeenMessage {
  sender_id: string;
  is_deleted: boolean;
  deleted_for: readonly string[];
}

/**
 * Who may do what in a chat (lib/policy.ts). A chat whose pair is blocked either way is gone for
 * both (docs/decisions/0007): NOT_FOUND with the message an unknown chat or message id gets, so
 * the block is never spelled out.
 */
export const chatPolicy = definePolicy(
  {
    /** Reading a chat or marking it read: its two members only. */
    read: (viewer, chat: ChatPair) => isParticipant(chat, viewer.id),
    seeChat: (_viewer, pair: PairBlock) => !pair.blocked,
    seeMessage: (_viewer, pair: PairBlock) => !pair.blocked,
    /**
     * A message as the viewer sees it in their chat (to report it): a participant's, neither
     * deleted nor hidden for them; otherwise it is as unknown (no other id is confirmed).
     */
    findMessage: (viewer, seen: { chat: ChatPair; message: SeenMessage }) =>
      isParticipant(seen.chat, viewer.id) &&
      !seen.message.is_deleted &&
      !seen.message.deleted_for.includes(viewer.id),
    /** Sending (and editing) needs an open chat between accepted connections. */
    send: (_viewer, facts: Omit<SendFacts, 'blocked'>) => facts.is_active && facts.connected,
    /** Editing or deleting a message: its sender only. */
    change: (viewer, message: Pick<SeenMessage, 'sender_id'>) => message.sender_id === viewer.id,
    /** A deleted message cannot be edited. */
    edit: (_viewer, message: Pick<SeenMessage, 'is_deleted'>) => !message.is_deleted,
    /** A reply must point at a live message of the same chat. */
    reply: (_viewer, reply: ReplyTarget) =>
      reply.target !== undefined &&
      reply.target.chat_id === reply.chatId &&
      !reply.target.is_deleted,
  },
  {
    read: () => forbidden(MESSAGES.notParticipant),
    seeChat: () => notFound(MESSAGES.chatNotFound),
    seeMessage: () => notFound(MESSAGES.messageNotFound),
    findMessage: () => notFound(MESSAGES.messageNotFound),
    send: () => forbidden(MESSAGES.notConnected),
    change: () => forbidden(MESSAGES.notSender),
    edit: () => badInput(MESSAGES.deleted),
    reply: () => badInput(MESSAGES.replyNotInChat),
  },
);

/** What a reply points at (undefined: no such message), and the chat it is sent in. */
interface ReplyTarget {
  target: { chat_id: string; is_deleted: boolean } | undefined;
  chatId: string;
}

/**
 * Sending (and editing): one of the pair (FORBIDDEN), no block either way (NOT_FOUND, as an
 * unknown chat), then an open chat between accepted connections (FORBIDDEN), in that order.
 */
export function authorizeSending(viewer: ViewerRef, chat: ChatPair, facts: SendFacts): void {
  chatPolicy.authorize(viewer, 'read', chat);
  chatPolicy.authorize(viewer, 'seeChat', facts);
  chatPolicy.authorize(viewer, 'send', facts);
}

/** Editing or deleting a message: its sender only, and a deleted message cannot be edited. */
export function authorizeChanging(
  viewer: ViewerRef,
  message: Pick<SeenMessage, 'sender_id' | 'is_deleted'>,
  change: 'edit' | 'delete',
): void {
  chatPolicy.authorize(viewer, 'change', message);
  if (change === 'edit') chatPolicy.authorize(viewer, 'edit', message);
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
