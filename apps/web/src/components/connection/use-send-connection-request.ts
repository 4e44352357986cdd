import { useState } from 'react';
import type { ConnectionStatus } from '@squadup/shared';
import { useMutation } from '@apollo/client/react';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { SendFriendReqMutation } from './api/send-friend-request';
import { setRelation } from './relation-cache';

const FAILURE_TOAST = 'Failed to send connection request';
const FAILURE_ALERT = 'Failed to send connection request.';

/**
 * Sends a connection request to `userId`. On success every cached view of that member (person
 * card, profile header, applicant row) turns pending too, so each one showing them follows.
 * `status` is the relation the screen shows: `sent` (Pending until the screen's data says so)
 * lasts only until it changes, so a later answer, cancel or removal shows as it happens.
 */
export function useSendConnectionRequest(userId: string, status: ConnectionStatus) {
  const [sent, setSent] = useState(false);
  const [shownStatus, setShownStatus] = useState(status);
  if (shownStatus !== status) {
    // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
    setShownStatus(status);
    setSent(false);
  }
  const [failure, setFailure] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(SendFriendReqMutation, {
    context: { skipErrorToast: true },
    update(cache, { data }) {
      setRelation(cache, userId, 'pending', data?.sendFriendReq.chat_id ?? null);
    },
  });

  /** Sends the request with the optional note; true once the server took it. */
  const send = async (message?: string): Promise<boolean> => {
    setFailure(null);
    const note = message?.trim();
    try {
      // No note, no variable: the server stores null either way.
      await mutate({ variables: { addresseeUserId: userId, ...(note ? { message: note } : {}) } });
      setSent(true);
      toast.success('Connection request sent');
      return true;
    } catch (error) {
      console.error('sendFriendReq failed', error);
      // The server's message for a refused request (e.g. one already exists), else the spec's text.
      setFailure(errorMessage(error, FAILURE_ALERT));
      toast.error(FAILURE_TOAST);
      return false;
    }
  };

  return { send, sent, sending: loading, failure };
}
