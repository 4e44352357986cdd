// Who may do what in a chat, and what members see. Pure functions: the service loads the rows
// and facts (connection status, blocks), these decide; each refusal is its code and message.
import { badInput, forbidden, notFound } from '../../errors.js';
import type { ViewerRef } from '../../lib/viewer.js';
import type { ReadReceipt } from '../../graphql/generated/resolvers.js';
import { definePolicy } from '../../lib/policy.js';
import { EMAIL_VERIFICATION_REQUIRED, type MessageFrom } from '@squadup/shared';

export const MESSAGES = {
  chatNotFound: 'Chat not found.',
  messageNotFound: 'Message not found.',
  notParticipant: 'You are not a participant of this chat.',
  notTaken: 'You can no longer message this member.',
  self: 'You cannot message yourself.',
  memberNotFound: 'Member not found.',
  squadClosed: 'This squad chat is closed: its post was deleted.',
  systemLine: 'Squad event lines cannot be changed.',
  notSender: 'Only the sender can change this message.',
  deleted: 'This message was deleted.',
  replyNotInChat: 'The message you reply to is not in this chat.',
  notAChatUpload: 'Attach a file you uploaded for this chat.',
} as const;

/**
 * The most chats getChatListForUser answers: the contract gives it no paging, so the server
 * bounds it like the connection lists (a member with more sees the most recently active).
 */
export const CHAT_LIST_CAP = 500;

/**
 * Who is in a chat, as the viewer's check needs it: a direct chat's pair and a squad chat's
 * current members both have chat_members rows, so one fact answers for both (docs/decisions/0028).
 */
export interface ChatMembership {
  kind: 'direct' | 'squad';
  /** The viewer has a chat_members row. */
  is_member: boolean;
}

export interface SendFacts extends ChatMembership {
  is_active: boolean;
  /**
   * A direct chat: the other member takes the sender's messages (squadup_takes_messages: an
   * accepted connection, their message_from, or they opened the chat). A squad chat needs none.
   */
  connected: boolean;
  /** A direct chat whose pair blocked each other either way (never a squad chat). */
  blocked: boolean;
}

/** Whether the pair is blocked either way. */
interface PairBlock {
  blocked: boolean;
}

/** Another member as openDirectChat sees them. */
export interface DirectTarget extends PairBlock {
  id: string;
  /** Their display name, for a refusal. */
  name: string;
  /** They take the viewer's messages (squadup_takes_messages). */
  takes: boolean;
  message_from: MessageFrom;
}

/** Who a member takes messages from, as a refusal names it. */
const TAKES_FROM: Record<MessageFrom, string> = {
  connections: 'their connections',
  squads: 'their connections and squad mates',
  applications: 'their connections, squad mates and members they have an application with',
};

/** A chat message as the loading steps see it. */
interface SeenMessage {
  sender_id: string;
  kind: 'text' | 'system';
  is_deleted: boolean;
  deleted_for: readonly string[];
  hidden_at: Date | null;
}

/**
 * Who may do what in a chat (lib/policy.ts). A chat whose pair is blocked either way is gone for
 * both (docs/decisions/0007): NOT_FOUND with the message an unknown chat or message id gets, so
 * the block is never spelled out.
 */
export const chatPolicy = definePolicy(
  {
    /** Reading a chat or marking it read: its members only (the pair; a squad's current members). */
    read: (_viewer, chat: ChatMembership) => chat.is_member,
    seeChat: (_viewer, pair: PairBlock) => !pair.blocked,
    seeMessage: (_viewer, pair: PairBlock) => !pair.blocked,
    /**
     * A message as the viewer sees it in their chat (to report it): a participant's, neither
     * deleted nor hidden for them; otherwise it is as unknown (no other id is confirmed).
     */
    findMessage: (viewer, seen: { chat: ChatMembership; message: SeenMessage }) =>
      seen.chat.is_member &&
      seen.message.kind === 'text' &&
      !seen.message.is_deleted &&
      !seen.message.deleted_for.includes(viewer.id) &&
      // Hidden by an operator: only its sender still sees it (docs/decisions/0034).
      (seen.message.hidden_at === null || seen.message.sender_id === viewer.id),
    /**
     * Sending (and editing) needs an open chat: a direct chat whose other member takes the
     * sender's messages (`connected`: an accepted connection, their message_from, or they opened
     * it; docs/decisions/0084-who-may-message-me.md), or a squad whose post still exists.
     */
    send: (_viewer, facts: Omit<SendFacts, 'blocked' | 'is_member'>) =>
      facts.is_active && (facts.kind === 'squad' || facts.connected),
    /** A direct chat is with another member. */
    openDirect: (viewer, target: Pick<DirectTarget, 'id'>) => target.id !== viewer.id,
    /** A member blocked either way does not exist for the viewer (docs/decisions/0007). */
    seeMember: (_viewer, target: PairBlock) => !target.blocked,
    /** Writing to a member who takes the viewer's messages (squadup_takes_messages). */
    writeTo: (_viewer, target: DirectTarget) => target.takes,
    /** A chat to open reaches someone else's inbox: from a proved address only (decision 0010). */
    startChat: (_viewer, viewerFacts: { verified: boolean }) => viewerFacts.verified,
    /** Editing or deleting a message: its sender only. */
    change: (viewer, message: Pick<SeenMessage, 'sender_id'>) => message.sender_id === viewer.id,
    /** A squad event line is the server's: nobody edits or deletes it. */
    changeText: (_viewer, message: Pick<SeenMessage, 'kind'>) => message.kind === 'text',
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
    send: (facts) => forbidden(facts.kind === 'squad' ? MESSAGES.squadClosed : MESSAGES.notTaken),
    openDirect: () => badInput(MESSAGES.self),
    seeMember: () => notFound(MESSAGES.memberNotFound),
    writeTo: (target) =>
      forbidden(
        `${target.name} only takes messages from ${TAKES_FROM[target.message_from]}. Send a connection request instead.`,
      ),
    startChat: () => forbidden(EMAIL_VERIFICATION_REQUIRED.openDirectChat),
    change: () => forbidden(MESSAGES.notSender),
    changeText: () => forbidden(MESSAGES.systemLine),
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
 * Sending (and editing): a member of the chat (FORBIDDEN), no block either way in a direct chat
 * (NOT_FOUND, as an unknown chat), then an open chat (FORBIDDEN), in that order.
 */
export function authorizeSending(viewer: ViewerRef, facts: SendFacts): void {
  chatPolicy.authorize(viewer, 'read', facts);
  chatPolicy.authorize(viewer, 'seeChat', facts);
  chatPolicy.authorize(viewer, 'send', facts);
}

/** Editing or deleting a message: its sender only, and a deleted message cannot be edited. */
export function authorizeChanging(
  viewer: ViewerRef,
  message: Pick<SeenMessage, 'sender_id' | 'is_deleted' | 'kind'>,
  change: 'edit' | 'delete',
): void {
  chatPolicy.authorize(viewer, 'change', message);
  chatPolicy.authorize(viewer, 'changeText', message);
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

/**
 * Opening a direct chat with another member (openDirectChat): never with oneself (BAD_USER_INPUT),
 * nobody blocked either way (NOT_FOUND, as an unknown member), and only with a member who takes
 * the viewer's messages (FORBIDDEN, saying whom they take them from), in that order.
 */
export function authorizeOpeningDirect(viewer: ViewerRef, target: DirectTarget): void {
  chatPolicy.authorize(viewer, 'openDirect', target);
  chatPolicy.authorize(viewer, 'seeMember', target);
  chatPolicy.authorize(viewer, 'writeTo', target);
}
