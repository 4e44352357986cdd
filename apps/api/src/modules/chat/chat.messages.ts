import {
  mentionedMembers,
  messageAttachmentSchema,
  messageCaptionSchema,
  messageContentSchema,
  QUOTAS,
} from '@squadup/shared';
import { blockersIn } from '../../db/visibility.js';
import type { Database } from '../../db/client.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { deleteUploadedFile, ownedUploadType } from '../uploads/index.js';
import { assertWithinQuota, refuseOverQuota, type Quota } from '../../lib/quota.js';
import { memberActionSource, recordMemberAction } from '../../lib/member-actions.js';
import { MINUTE_MS } from '../../lib/rate-limit.js';
import type { ChatMute, Message, UnreadCount } from '../../graphql/generated/resolvers.js';
import { record, transact } from '../../lib/domain-events.js';
import { isUuid } from '../../lib/ids.js';
import { parseWith } from '../../lib/parse.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  presentOne,
  refuseIfBlocked,
  requireChat,
  requireChatFor,
  requireMessage,
  requireReadableChat,
} from './chat.load.js';
import type { ChatAccessRow } from './chat.repo.js';
import type { ViewerRef } from '../../lib/viewer.js';
import * as policy from './chat.policy.js';
import { forChatRoom, presentMessage } from './chat.present.js';
import * as directRepo from './chat.direct.repo.js';
import * as repo from './chat.repo.js';
import * as sendRepo from './chat.send.repo.js';

// Chat mutations. Each runs its writes in ONE transaction and its event reaches the broadcaster
// only after the commit (a refused or failed call delivers nothing), so the broadcaster never
// reports a change the database does not hold (docs/decisions/0038).

const HIDDEN_BY_OPERATOR = 'This message was hidden by a moderator and cannot be edited.';

const MESSAGES_QUOTA: Quota = {
  limit: QUOTAS.messagesPerMinute,
  windowMs: MINUTE_MS,
  message: `You can send ${QUOTAS.messagesPerMinute} messages a minute.`,
};

const EDITS_QUOTA: Quota = {
  limit: QUOTAS.messageEditsPerMinute,
  windowMs: MINUTE_MS,
  message: `You can edit messages ${QUOTAS.messageEditsPerMinute} times a minute.`,
};
const EDIT_ACTION = 'message_edit';

/** Inside the caller's transaction, with the chat row locked: may the viewer write here? */
async function assertCanWrite(tx: Database, chat: ChatAccessRow, viewer: ViewerRef): Promise<void> {
  policy.authorizeSending(viewer, {
    ...chat,
    connected:
      chat.kind === 'direct' &&
      chat.is_member &&
      (await directRepo.otherTakesMessages(tx, chat.id, viewer.id)),
  });
}

/**
 * A file to send: only one the viewer uploaded for a chat through getPresignedUrl, so its type and
 * size were checked when it was stored and its URL points nowhere else
 * (docs/decisions/0085-chat-attachments.md). BAD_USER_INPUT otherwise.
 */
function attachmentOf(ctx: ServiceContext, input: unknown) {
  const { fileUrl, name } = parseWith(messageAttachmentSchema, input);
  const type = ownedUploadType(ctx.config, ctx.viewer.id, fileUrl, 'chat-files');
  if (type === null)
    throw badInput(policy.MESSAGES.notAChatUpload, { fileUrl: policy.MESSAGES.notAChatUpload });
  return { url: fileUrl, name, type };
}

/** Sends a message in one of the viewer's chats (optionally a reply to one of its messages). */
export async function sendMessage(
  ctx: ServiceContext,
  args: {
    chatId: string;
    content: string;
    replyToMessageId?: string | null;
    attachment?: { fileUrl: string; name: string } | null;
  },
): Promise<Message> {
  const { viewer } = ctx;
  const attachment = args.attachment == null ? null : attachmentOf(ctx, args.attachment);
  // With a file the words may be left out (a photo alone).
  const content = parseWith(attachment ? messageCaptionSchema : messageContentSchema, args.content);
  const replyTo = args.replyToMessageId ?? null;
  if (!isUuid(args.chatId)) {
    // No chat can have this id: the quota still answers first, as for any send.
    await transact(ctx, (tx) =>
      assertWithinQuota(tx, repo.sentMessagesSource, viewer.id, MESSAGES_QUOTA),
    );
    throw notFound(policy.MESSAGES.chatNotFound);
  }
  // ONE statement, outside any transaction: the locks with every fact, then the write when they
  // allow it; none after it. A send is the hot path (docs/decisions/0020).
  const attempt = await sendRepo.sendInOneStatement(
    ctx.db,
    // The ids as the database prints them (a client may send upper case): the answer shows them so.
    {
      chat_id: args.chatId.toLowerCase(),
      sender_id: viewer.id,
      content,
      reply_to_message_id: replyTo !== null && isUuid(replyTo) ? replyTo.toLowerCase() : null,
      attachment_url: attachment?.url ?? null,
      attachment_name: attachment?.name ?? null,
      attachment_type: attachment?.type ?? null,
    },
    {
      isReply: replyTo !== null,
      quota: { limit: MESSAGES_QUOTA.limit, since: new Date(Date.now() - MESSAGES_QUOTA.windowMs) },
    },
  );
  // The refusals in the order the policy gives them: the quota, the chat, the reply.
  refuseOverQuota(attempt.quotaFullAt, MESSAGES_QUOTA);
  const { chat } = attempt;
  if (!chat) throw notFound(policy.MESSAGES.chatNotFound);
  policy.authorizeSending(viewer, chat);
  if (replyTo !== null) {
    const target =
      chat.reply_chat_id === null
        ? undefined
        : { chat_id: chat.reply_chat_id, is_deleted: chat.reply_is_deleted ?? false };
    policy.chatPolicy.authorize(viewer, 'reply', { target, chatId: args.chatId.toLowerCase() });
  }
  // The statement writes only what the policy allows; a disagreement is a bug, never a send.
  if (!attempt.written)
    throw new Error('sendMessage: the send statement refused a send the policy allows');
  const { written } = attempt;
  // The reply's content is only read for a reply (presentMessages looks it up).
  const message =
    replyTo === null
      ? presentMessage(written.message, written.pointers, null, viewer.id)
      : await presentOne(ctx.db, written.message, viewer.id);
  ctx.events.committed({
    type: 'message.sent',
    message: forChatRoom(message),
    recipientIds: chat.recipient_ids,
    hiddenFrom: chat.blocker_ids,
    senderHadUnread: written.senderHadUnread,
    counted: { counts: written.counts, sent: written.sent },
  });
  if (chat.kind === 'squad' && content.includes('@')) {
    // The message is sent: a notice that fails must not turn the send into an error (the
    // sender would send it again).
    await tellMentioned(ctx, message.chat_id, content, chat.blocker_ids).catch((err: unknown) =>
      ctx.log.warn({ err, chatId: message.chat_id }, 'Squad mention notices failed'),
    );
  }
  return message;
}

/**
 * The squad members a message mentions (@First, docs/decisions/0054) get an activity item, in a
 * transaction of its own after the send (the send stays one statement): not the sender, nor a
 * member who blocked them (who does not see the message either).
 */
async function tellMentioned(
  ctx: ServiceContext,
  chatId: string,
  content: string,
  blockerIds: readonly string[],
) {
  await transact(ctx, async (tx) => {
    const audience = await repo.squadChatAudience(tx, chatId);
    const [squad] = audience;
    if (!squad) return;
    const mentioned = mentionedMembers(content, audience).filter(
      (m) => m.user_id !== ctx.viewer.id && !blockerIds.includes(m.user_id),
    );
    if (mentioned.length === 0) return;
    record(tx, {
      type: 'squad.mentioned',
      post: { id: squad.post_id, title: squad.title },
      actorId: ctx.viewer.id,
      userIds: mentioned.map((m) => m.user_id),
    });
  });
}

/** Changes the words of one of the viewer's messages, in a chat they may still write in. */
export async function editMessage(
  ctx: ServiceContext,
  messageId: string,
  content: string,
): Promise<Message> {
  const { viewer } = ctx;
  const text = parseWith(messageContentSchema, content);
  return transact(ctx, async (tx) => {
    // The member's row first, as a send locks it (then the chat): every edit is broadcast, so
    // edits have a quota of their own; a refused edit reads it and uses none.
    await assertWithinQuota(tx, memberActionSource(EDIT_ACTION), viewer.id, EDITS_QUOTA);
    const found = await requireMessage(tx, messageId);
    await requireChat(tx, found.chat_id, true);
    const chat = await requireChatFor(tx, found.chat_id, viewer);
    refuseIfBlocked(chat, viewer, 'message');
    const current = await requireMessage(tx, messageId, true);
    policy.authorizeChanging(viewer, current, 'edit');
    // An edit reaches the whole chat: a message an operator hid stays as it is (docs/decisions/0034).
    if (current.hidden_at) throw conflict(HIDDEN_BY_OPERATOR);
    // Editing is sending new words: it needs the same open chat as sending.
    await assertCanWrite(tx, chat, viewer);
    const updated = await repo.updateContent(tx, current.id, text);
    await recordMemberAction(tx, viewer.id, [EDIT_ACTION]);
    const hiddenFrom = await blockersIn(tx, chat.id, viewer.id);
    const message = await presentOne(tx, updated, viewer.id);
    record(tx, { type: 'message.updated', message: forChatRoom(message), hiddenFrom });
    return message;
  });
}

/** Soft delete by the sender; deleting an already deleted message answers its id again. */
export async function deleteMessage(ctx: ServiceContext, messageId: string): Promise<string> {
  const { viewer } = ctx;
  const attachmentUrl = await transact(ctx, async (tx) => {
    const current = await requireMessage(tx, messageId, true);
    const chat = await requireChatFor(tx, current.chat_id, viewer);
    refuseIfBlocked(chat, viewer, 'message');
    policy.authorizeChanging(viewer, current, 'delete');
    // Like editing: only a member of the chat changes what it holds (docs/decisions/0028).
    policy.chatPolicy.authorize(viewer, 'read', chat);
    if (current.is_deleted) return null;
    await repo.softDelete(tx, current.id);
    const participantIds = await repo.memberIdsOf(tx, chat.id);
    record(tx, { type: 'message.deleted', messageId, chatId: chat.id, participantIds });
    return current.attachment_url;
  });
  if (attachmentUrl !== null) {
    // The message no longer holds it: a store that fails now leaves an unlinked file behind.
    await deleteUploadedFile(ctx.config, attachmentUrl).catch((err: unknown) =>
      ctx.log.warn({ err, messageId }, 'A deleted message’s file stays in the store'),
    );
  }
  return messageId;
}

/**
 * Mutes or unmutes the chat for the viewer (docs/decisions/0078-muted-chats.md): NOT_FOUND and
 * FORBIDDEN as for reading it, so a chat with a member blocked either way is not found.
 */
export async function setChatMuted(
  ctx: ServiceContext,
  chatId: string,
  muted: boolean,
): Promise<ChatMute> {
  const { viewer } = ctx;
  const chat = await requireReadableChat(ctx.db, chatId, viewer);
  await transact(ctx, async (tx) => {
    await repo.setMuted(tx, chat.id, viewer.id, muted);
    record(tx, { type: 'chat.muted', chatId: chat.id, userId: viewer.id, muted });
  });
  return { chat_id: chat.id, muted };
}

/** Moves the viewer's read pointer to the chat's newest message. */
export async function markMessagesAsRead(
  ctx: ServiceContext,
  chatId: string,
): Promise<UnreadCount> {
  const { viewer } = ctx;
  const chat = await requireReadableChat(ctx.db, chatId, viewer);
  await transact(ctx, async (tx) => {
    const read = await repo.readToNewest(tx, chat.id, viewer.id);
    // The receipt others may see (docs/decisions/0082): never for a member who hides theirs.
    const receipt =
      read.showsReceipts && read.messageId !== null
        ? { messageId: read.messageId, readAt: read.readAt }
        : null;
    record(tx, { type: 'chat.read', chatId: chat.id, userId: viewer.id, receipt });
  });
  return { chat_id: chat.id, unread_count: 0 };
}
