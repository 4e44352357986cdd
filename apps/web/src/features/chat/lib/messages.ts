import type { MessagePayload } from '@squadup/shared';
import { makeFragmentData, useFragment as unmaskFragment, type FragmentType } from '@/gql';
import type { ChatMessageFieldsFragment, GetMessagesForChatQuery } from '@/gql/graphql';
import { ChatMessageFieldsFragment as MessageFields } from '../api/chat-operations';
import { dayKey } from './message-time';

export type ChatMessage = ChatMessageFieldsFragment;
export type MessageRef = GetMessagesForChatQuery['getMessagesForChat'][number];

/** The fields of a list entry (the fragment is masked in generated types; this reads it). */
export function unmaskMessages(refs: readonly MessageRef[]): ChatMessage[] {
  return refs.map((ref) =>
    unmaskFragment(MessageFields, ref as FragmentType<typeof MessageFields>),
  );
}

/** A message in the shape a page-1 cache entry holds, ready for `cache.updateQuery`. */
export function toMessageRef(message: ChatMessage): MessageRef {
  const withType = { __typename: 'Message' as const, ...message };
  return { _id: message._id, ...makeFragmentData(withType, MessageFields) };
}

/** A socket payload as a cached message (absent optional fields become null). */
export function fromPayload(payload: MessagePayload): ChatMessage {
  return {
    _id: payload._id,
    chat_id: payload.chat_id,
    sender_id: payload.sender_id,
    kind: payload.kind,
    content: payload.content,
    read_by: payload.read_by.map(({ user_id, read_at }) => ({ user_id, read_at })),
    edited_at: payload.edited_at ?? null,
    is_deleted: payload.is_deleted,
    deleted_for: payload.deleted_for,
    reply_to_message_id: payload.reply_to_message_id ?? null,
    reply_to_message_content: payload.reply_to_message_content ?? null,
    // Only the author's own copy carries it (others never receive a hidden message).
    hidden: payload.hidden ? { at: payload.hidden.at, reason: payload.hidden.reason } : null,
    attachment: payload.attachment
      ? {
          url: payload.attachment.url,
          name: payload.attachment.name,
          type: payload.attachment.type,
          is_image: payload.attachment.is_image,
        }
      : null,
    created_at: payload.created_at,
    updated_at: payload.updated_at,
  };
}

/**
 * A message's words, or for a file sent alone what names it: "Photo", or the file's name (as the
 * server quotes it in a reply and shows it in the chat list).
 */
export function wordsOrFile(message: Pick<ChatMessage, 'content' | 'attachment'>): string {
  if (message.content || !message.attachment) return message.content;
  return message.attachment.is_image ? 'Photo' : message.attachment.name;
}

/** A squad event line written by the server (joined, left, removed): no sender, no actions. */
export const isSystem = (message: Pick<ChatMessage, 'kind'>): boolean => message.kind === 'system';

/** Deleted for everyone, or hidden by the viewer: never shown. */
export function isVisible(message: ChatMessage, viewerId: string | undefined): boolean {
  return !message.is_deleted && !(viewerId && message.deleted_for.includes(viewerId));
}

const sendOrder = (a: ChatMessage, b: ChatMessage) =>
  a.created_at === b.created_at
    ? a._id.localeCompare(b._id)
    : new Date(a.created_at).getTime() - new Date(b.created_at).getTime();

/**
 * Older pages and page 1 as one list, oldest first. Pages are offsets from the newest message, so
 * they overlap once new messages arrive; each id appears once, the fresher page-1 copy winning.
 */
export function mergeMessages(
  older: readonly ChatMessage[],
  newest: readonly ChatMessage[],
  viewerId: string | undefined,
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...older, ...newest]) byId.set(message._id, message);
  return [...byId.values()].filter((m) => isVisible(m, viewerId)).sort(sendOrder);
}

/**
 * Whether the message at `index` starts a run of messages from one sender (the first of the day,
 * or after someone else's message or an event line): a squad chat names the sender there.
 */
export function startsRun(messages: readonly ChatMessage[], index: number): boolean {
  const message = messages[index];
  const previous = messages[index - 1];
  if (!message || !previous) return true;
  return (
    previous.sender_id !== message.sender_id ||
    isSystem(previous) ||
    dayKey(previous.created_at) !== dayKey(message.created_at)
  );
}
