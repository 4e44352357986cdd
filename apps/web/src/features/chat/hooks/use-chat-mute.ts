import { useMutation } from '@apollo/client/react';
import { toast } from '@/lib/toast';
import { SetChatMutedMutation } from '../api/chat-operations';

/**
 * Mutes or unmutes a chat for the viewer. The list row and the header show it at once; the
 * server's recount (chatUnreadUpdate, totalUnreadUpdate) then takes the chat's count off the badge,
 * or puts what is still unread back, in every tab.
 */
export function useChatMute(chatId: string) {
  const [setMuted, { loading }] = useMutation(SetChatMutedMutation, {
    context: { skipErrorToast: true },
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'ChatListItem', _id: chatId }),
        fields: { muted: () => data.setChatMuted.muted },
      });
    },
  });
  const toggle = (muted: boolean) => {
    setMuted({
      variables: { chatId, muted },
      optimisticResponse: { setChatMuted: { chat_id: chatId, muted } },
    }).catch(() => {
      toast.error(
        muted
          ? 'Could not mute the chat. Please try again.'
          : 'Could not unmute the chat. Please try again.',
      );
    });
  };
  return { toggle, loading };
}
