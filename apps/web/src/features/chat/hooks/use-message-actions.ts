import { useMutation } from '@apollo/client/react';
import { useFragment as unmaskFragment } from '@/gql';
import { toast } from '@/lib/toast';
import {
  ChatMessageFieldsFragment,
  DeleteMessageMutation,
  EditMessageMutation,
} from '../api/chat-operations';
import type { ChatMessage } from '../lib/messages';

interface Handlers {
  applyUpdate: (message: ChatMessage) => void;
  removeMessage: (messageId: string) => void;
}

// These screens show their own failure toast instead of the Apollo layer's generic one.
const OWN_TOAST = { context: { skipErrorToast: true } } as const;

/** Edit and delete of the viewer's own messages; each answers whether it succeeded. */
export function useMessageActions({ applyUpdate, removeMessage }: Handlers) {
  const [edit] = useMutation(EditMessageMutation, OWN_TOAST);
  const [remove, removing] = useMutation(DeleteMessageMutation, OWN_TOAST);

  const editMessage = async (messageId: string, content: string): Promise<boolean> => {
    try {
      const { data } = await edit({ variables: { messageId, content } });
      if (data) applyUpdate(unmaskFragment(ChatMessageFieldsFragment, data.editMessage));
      return true;
    } catch (error) {
      console.error('Editing the message failed', error);
      toast.error('Could not edit the message. Please try again.');
      return false;
    }
  };

  const deleteMessage = async (messageId: string): Promise<boolean> => {
    try {
      await remove({ variables: { messageId } });
      removeMessage(messageId);
      return true;
    } catch (error) {
      console.error('Deleting the message failed', error);
      toast.error('Could not delete the message. Please try again.');
      return false;
    }
  };

  return { editMessage, deleteMessage, deleting: removing.loading };
}
