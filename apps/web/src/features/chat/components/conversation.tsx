import { useEffect, useMemo, useRef, useState } from 'react';
import { MessageCircleOff } from 'lucide-react';
import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useChatRoom } from '@/lib/realtime/use-chat-room';
import { useAuthStore } from '@/stores/auth-storage';
import { ChatSignalSettingsQuery } from '../api/chat-operations';
import { useChatMessages } from '../hooks/use-chat-messages';
import { useLiveReads } from '../hooks/use-live-reads';
import { useMarkChatRead } from '../hooks/use-mark-chat-read';
import { useMessageActions } from '../hooks/use-message-actions';
import { useMessageScroll } from '../hooks/use-message-scroll';
import { useSendMessage } from '../hooks/use-send-message';
import { useSquadSenders } from '../hooks/use-squad-senders';
import { useTypingMembers, useTypingSignal } from '../hooks/use-typing';
import { chatName, personName, type ConversationChat } from '../lib/chat-list';
import { isSystem, startsRun, type ChatMessage } from '../lib/messages';
import { receiptLine, typingText } from '../lib/signals';
import { ConversationHeader } from './conversation-header';
import { MessageBubble, SystemLine } from './message-bubble';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ConversationProps {
  chatId: string;
  /** The chat's list row, or what a squad page knows of it (undefined until the list has loaded). */
  chat: ConversationChat | undefined;
  showBack: boolean;
  /** Inside another screen (the squad page): a small header of its own, linking to Messages. */
  embedded?: boolean;
}

/**
 * The open conversation, direct or a squad's. Mounted per chat: opening it
 * starts from page 1, marks the chat read, zeroes its badge and joins its realtime room;
 * unmounting leaves the room. In a squad chat each run of messages from someone else is headed by
 * their name, and event lines (joined, left, removed) sit centred with no actions.
 */
export function Conversation({ chatId, chat, showBack, embedded = false }: ConversationProps) {
  const viewerId = useAuthStore((state) => state.user?._id);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Set by a send or a received message, so the next append scrolls down (read by the scroll hook).
  const stickRef = useRef(true);

  const markRead = useMarkChatRead(chatId);
  useEffect(() => markRead(), [markRead]);

  const thread = useChatMessages(chatId, {
    viewerId,
    onReceive: () => {
      stickRef.current = true;
      markRead();
    },
  });
  // A reconnection's catch-up waits for the room: nothing sent meanwhile falls between the two.
  useChatRoom(chatId, thread.catchUp);
  const { logRef, onScroll } = useMessageScroll({ ...thread, stickRef });
  const { sendMessage, retrying, uploading } = useSendMessage(chatId, (message) => {
    stickRef.current = true;
    thread.addMessage(message);
  });
  const actions = useMessageActions(thread);
  const senders = useSquadSenders(chat);
  const squad = chat?.kind === 'squad';
  // A squad chat's members: who "@" offers, and whose mentions show highlighted.
  const mentionable = useMemo(
    () => (squad ? [...senders.byId.values()] : undefined),
    [squad, senders.byId],
  );
  const name = chat ? chatName(chat) : 'this member';
  // Typing and read receipts (docs/decisions/0082): the server tells a member who hides one
  // nobody's, and relays nothing of theirs; the composer spares the frames too once it knows the
  // member's choice (until then it sends, and the server decides).
  const { data: own } = useQuery(ChatSignalSettingsQuery, { fetchPolicy: 'cache-first' });
  const typingSignal = useTypingSignal(chatId, own?.loadUserById.show_typing ?? true);
  const typingIds = useTypingMembers(chatId, viewerId);
  const liveReads = useLiveReads(chatId);
  const receipt = receiptLine(thread.messages, viewerId, liveReads, squad);
  const typingNames = typingIds.map((id) => {
    if (!squad) return chat?.first_name || name;
    const member = senders.byId.get(id);
    return member ? member.first_name || personName(member) : 'Someone';
  });
  const header = (
    <ConversationHeader chat={chat} chatId={chatId} showBack={showBack} embedded={embedded} />
  );

  /** Who heads a run in a squad chat: null for someone who has left, 'pending' until the squad loads. */
  const senderOf = (senderId: string) => {
    const member = senders.byId.get(senderId);
    if (member) return member;
    return senders.complete ? null : ('pending' as const);
  };
  const replyToName = (message: ChatMessage) => {
    if (message.sender_id === viewerId) return 'yourself';
    if (!squad) return name;
    const member = senders.byId.get(message.sender_id);
    return member ? personName(member) : 'a member';
  };

  if (thread.error) {
    return (
      <div className="flex flex-1 flex-col">
        {header}
        <EmptyState
          icon={<MessageCircleOff aria-hidden="true" />}
          title="This conversation is not available."
          description={
            squad
              ? 'It may have been removed, or you are no longer in this squad.'
              : 'It may have been removed, or you are no longer connected.'
          }
          action={<ButtonLink to="/chat">Back to messages</ButtonLink>}
          className="m-4 border-none"
        />
      </div>
    );
  }

  return (
    <section
      aria-label={squad ? `Squad chat: ${name}` : `Conversation with ${name}`}
      className="flex min-h-0 min-w-0 flex-1 flex-col"
    >
      {header}
      <MessageList
        logRef={logRef}
        onScroll={onScroll}
        messages={thread.messages}
        initialLoading={thread.initialLoading}
        loadingOlder={thread.loadingOlder}
        // A squad chat opens on its first line (someone joined): an end marker above it only says
        // so when earlier pages were read. Until the chat's row is known its kind is not either,
        // so the marker waits for it rather than flash above a squad's first line.
        noMore={thread.noMore && (thread.pagedBack || (chat !== undefined && !squad))}
        empty={
          <p className="py-10 text-center text-sm text-muted-foreground">
            {squad
              ? 'No messages yet. Say hello to your squad!'
              : `No messages yet. Say hello to ${chat?.first_name || name}!`}
          </p>
        }
        renderMessage={(message, index) => {
          if (isSystem(message)) return <SystemLine key={message._id} message={message} />;
          const own = message.sender_id === viewerId;
          const named = squad && !own && startsRun(thread.messages, index);
          return (
            <MessageBubble
              key={message._id}
              message={message}
              own={own}
              sender={named ? senderOf(message.sender_id) : undefined}
              mentionable={mentionable}
              viewerId={viewerId}
              receipt={receipt?.messageId === message._id ? receipt.text : undefined}
              editing={editingId === message._id}
              openMenuUp={index >= 2}
              onReply={() => setReplyTo(message)}
              onStartEdit={() => setEditingId(message._id)}
              onStopEdit={() => setEditingId(null)}
              onSaveEdit={(content) => actions.editMessage(message._id, content)}
              onDelete={() => setDeletingId(message._id)}
            />
          );
        }}
      />
      {chat && !chat.is_active ? (
        <p className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
          {squad ? 'You are no longer in this squad.' : `You can no longer message ${name}.`}
        </p>
      ) : (
        <MessageComposer
          replyTo={replyTo}
          replyToName={replyTo ? replyToName(replyTo) : name}
          onReplyChange={setReplyTo}
          onSend={(content, replyToMessageId, file) => {
            typingSignal.sent();
            return sendMessage(content, replyToMessageId, file);
          }}
          retrying={retrying}
          uploading={uploading}
          mentionable={mentionable}
          viewerId={viewerId}
          onDraftChange={typingSignal.typed}
          typing={typingText(typingNames)}
        />
      )}
      <ConfirmDialog
        open={deletingId !== null}
        title="Delete this message?"
        description={
          squad
            ? 'It will be removed from the conversation for everyone. This cannot be undone.'
            : 'It will be removed from the conversation for both of you. This cannot be undone.'
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={actions.deleting}
        tone="destructive"
        onCancel={() => setDeletingId(null)}
        onConfirm={() => {
          if (!deletingId) return;
          void actions.deleteMessage(deletingId).finally(() => setDeletingId(null));
        }}
      />
    </section>
  );
}
