import { useEffect, useRef, useState } from 'react';
import { MessageCircleOff } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useChatRoom } from '@/lib/realtime/use-chat-room';
import { useAuthStore } from '@/stores/auth-storage';
import { useChatMessages } from '../hooks/use-chat-messages';
import { useMarkChatRead } from '../hooks/use-mark-chat-read';
import { useMessageActions } from '../hooks/use-message-actions';
import { useMessageScroll } from '../hooks/use-message-scroll';
import { useSendMessage } from '../hooks/use-send-message';
import { chatName, type ChatListItem } from '../lib/chat-list';
import type { ChatMessage } from '../lib/messages';
import { ConversationHeader } from './conversation-header';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ConversationProps {
  chatId: string;
  /** The list's row for this chat (undefined until the list has loaded). */
  chat: ChatListItem | undefined;
  showBack: boolean;
}

/**
 * The open conversation (spec point 4, Chat). Mounted per chat: opening it starts from page 1,
 * marks the chat read, zeroes its badge and joins its realtime room; unmounting leaves the room.
 */
export function Conversation({ chatId, chat, showBack }: ConversationProps) {
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
  const { sendMessage } = useSendMessage(chatId, (message) => {
    stickRef.current = true;
    thread.addMessage(message);
  });
  const actions = useMessageActions(thread);
  const name = chat ? chatName(chat) : 'this member';

  if (thread.error) {
    return (
      <div className="flex flex-1 flex-col">
        <ConversationHeader chat={chat} showBack={showBack} />
        <EmptyState
          icon={<MessageCircleOff aria-hidden="true" />}
          title="This conversation is not available."
          description="It may have been removed, or you are no longer connected."
          action={<ButtonLink to="/chat">Back to messages</ButtonLink>}
          className="m-4 border-none"
        />
      </div>
    );
  }

  return (
    <section
      aria-label={`Conversation with ${name}`}
      className="flex min-h-0 min-w-0 flex-1 flex-col"
    >
      <ConversationHeader chat={chat} showBack={showBack} />
      <MessageList
        logRef={logRef}
        onScroll={onScroll}
        messages={thread.messages}
        initialLoading={thread.initialLoading}
        loadingOlder={thread.loadingOlder}
        noMore={thread.noMore}
        empty={
          <p className="py-10 text-center text-sm text-muted-foreground">
            No messages yet. Say hello to {chat?.first_name || name}!
          </p>
        }
        renderMessage={(message, index) => (
          <MessageBubble
            key={message._id}
            message={message}
            own={message.sender_id === viewerId}
            editing={editingId === message._id}
            openMenuUp={index >= 2}
            onReply={() => setReplyTo(message)}
            onStartEdit={() => setEditingId(message._id)}
            onStopEdit={() => setEditingId(null)}
            onSaveEdit={(content) => actions.editMessage(message._id, content)}
            onDelete={() => setDeletingId(message._id)}
          />
        )}
      />
      {chat && !chat.is_active ? (
        <p className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
          You can no longer message {name}.
        </p>
      ) : (
        <MessageComposer
          replyTo={replyTo}
          replyToName={replyTo?.sender_id === viewerId ? 'yourself' : name}
          onReplyChange={setReplyTo}
          onSend={sendMessage}
        />
      )}
      <ConfirmDialog
        open={deletingId !== null}
        title="Delete this message?"
        description="It will be removed from the conversation for both of you. This cannot be undone."
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
