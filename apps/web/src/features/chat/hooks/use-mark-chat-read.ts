import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useCountersStore } from '@/stores/counters';
import { MarkMessagesAsReadMutation } from '../api/chat-operations';

/**
 * Marks a chat read on the server and zeroes its badge: at once (so the badge clears as the chat
 * opens) and again when the server confirms. The total drops optimistically by the chat's count;
 * the server's next totalUnreadUpdate, an absolute value, corrects any difference.
 */
export function useMarkChatRead(chatId: string) {
  const [markRead] = useMutation(MarkMessagesAsReadMutation, {
    context: { skipErrorToast: true },
  });
  return useCallback(() => {
    const counters = useCountersStore.getState();
    const chatCount = counters.unreadByChat[chatId] ?? 0;
    if (chatCount > 0) counters.setTotalUnread(counters.totalUnread - chatCount);
    counters.setChatUnread(chatId, 0);
    markRead({ variables: { chatId } })
      .then(() => useCountersStore.getState().setChatUnread(chatId, 0))
      .catch((error: unknown) => console.error('Marking the chat read failed', error));
  }, [chatId, markRead]);
}
