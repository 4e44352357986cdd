import { useQuery } from '@apollo/client/react';
import { useSocketEvent } from '@/lib/realtime/use-socket-event';
import { refetchAfterNews } from '@/lib/refetch-after-news';
import { GetChatListQuery } from '../api/chat-operations';

/**
 * The viewer's conversations. Refetched when a message arrives, an unread count changes, a squad
 * changes (its members, so its faces; a removed member's chat) or the socket reconnects, so the
 * order (latest activity first) and the previews stay current.
 */
export function useChatList() {
  const { data, loading, error, observable } = useQuery(GetChatListQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const refresh = () => {
    refetchAfterNews(observable).catch((cause: unknown) => {
      // A newer refetch or leaving the screen cancels this one: nothing went wrong.
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      console.error('Refreshing the chat list failed', cause);
    });
  };
  useSocketEvent('receiveMessage', refresh);
  useSocketEvent('updateMessage', refresh);
  useSocketEvent('deleteMessage', refresh);
  useSocketEvent('chatUnreadUpdate', refresh);
  useSocketEvent('chatMuteUpdate', refresh); // muted or unmuted in another tab
  useSocketEvent('squadUpdate', refresh);
  useSocketEvent('initialCounts', refresh); // sent on every (re)connection

  return { chats: data?.getChatListForUser, loading: loading && !data, error, refresh };
}
