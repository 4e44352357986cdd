import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { toast } from '@/lib/toast';
import { SendFriendReqMutation } from './api/send-friend-request';

const FAILURE_TOAST = 'Failed to send connection request';
const FAILURE_ALERT = 'Failed to send connection request.';

/** The server's message for a refused request (e.g. one already exists), else the spec's fallback. */
function failureText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || FAILURE_ALERT;
  return FAILURE_ALERT;
}

/**
 * Sends a connection request to `userId`. On success the cached person and user views of that
 * member turn pending too, so every card and header showing them follows.
 */
export function useSendConnectionRequest(userId: string) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(SendFriendReqMutation, {
    context: { skipErrorToast: true },
    update(cache) {
      for (const __typename of ['Person', 'User'] as const) {
        const id = cache.identify({ __typename, _id: userId });
        if (id) cache.modify({ id, fields: { is_connection: () => 'pending' } });
      }
    },
  });

  const send = async () => {
    setFailure(null);
    try {
      await mutate({ variables: { addresseeUserId: userId } });
      setSent(true);
      toast.success('Connection request sent');
    } catch (error) {
      console.error('sendFriendReq failed', error);
      setFailure(failureText(error));
      toast.error(FAILURE_TOAST);
    }
  };

  return { send, sent, sending: loading, failure };
}
