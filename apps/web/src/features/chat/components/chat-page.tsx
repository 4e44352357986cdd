import { useParams } from 'react-router-dom';
import { useIsNarrow } from '@/lib/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useChatList } from '../hooks/use-chat-list';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { EmptyConversation } from './empty-conversation';

/**
 * Chat (/chat, /chat/:chatId): the conversation list beside the open conversation.
 * Below 768 px one pane shows at a time: the list at /chat, the conversation (with a back button)
 * at /chat/:chatId.
 */
export function ChatPage() {
  const { chatId } = useParams();
  const isNarrow = useIsNarrow();
  const { chats, loading } = useChatList();
  const showList = !isNarrow || !chatId;
  const showPane = !isNarrow || Boolean(chatId);
  return (
    <div
      data-testid="chat-page"
      className={cn(
        'flex min-h-0 flex-1 overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-soft',
        // The shell drops its bottom padding on chat; the fixed bottom bar still covers 4 rem here.
        'mb-[calc(4.75rem+env(safe-area-inset-bottom))] md:mb-0',
      )}
    >
      {showList ? (
        <ChatList
          chats={chats}
          loading={loading}
          activeChatId={chatId}
          showHint={isNarrow && !chatId}
          className={cn('w-full md:w-80 md:shrink-0 md:border-r md:border-border lg:w-[22rem]')}
        />
      ) : null}
      {showPane ? (
        chatId ? (
          <Conversation
            key={chatId}
            chatId={chatId}
            chat={chats?.find((chat) => chat._id === chatId)}
            showBack={isNarrow}
          />
        ) : (
          <EmptyConversation hasConversations={loading || (chats?.length ?? 0) > 0} />
        )
      ) : null}
    </div>
  );
}
