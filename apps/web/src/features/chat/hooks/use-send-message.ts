import { useMutation } from '@apollo/client/react';
import { useFragment as unmaskFragment } from '@/gql';
import { ChatMessageFieldsFragment, SendMessageMutation } from '../api/chat-operations';
import type { ChatMessage } from '../lib/messages';

/**
 * Sends a message and appends the returned one to the cached page 1. Failures are
 * console-only; the caller keeps the text so nothing typed is lost.
 */
export function useSendMessage(chatId: string, addMessage: (message: ChatMessage) => void) {
  const [send, { loading }] = useMutation(SendMessageMutation, {
    context: { skipErrorToast: true },
  });
  const sendMessage = async (content: string, replyToMessageId?: string): Promise<boolean> => {
    try {
      const { data } = await send({
        // The reply id only when replying, so a plain message's variables stay { chatId, content }.
        variables: replyToMessageId ? { chatId, content, replyToMessageId } : { chatId, content },
      });
      if (data) addMessage(unmaskFragment(ChatMessageFieldsFragment, data.sendMessage));
      return true;
    } catch (error) {
      console.error('Sending the message failed', error);
      return false;
    }
  };
  return { sendMessage, sending: loading };
}
