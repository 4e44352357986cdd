import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from '@/lib/toast';
import { useCountersStore } from '@/stores/counters';
import { AcceptFriendReqMutation, DeclineFriendReqMutation } from '../api/connections';
import { setRelation } from '@/components/connection/relation-cache';
import { dropFromList } from './connection-cache';

export type Answer = 'accept' | 'decline';

const TOASTS: Record<Answer, { success: string; failure: string }> = {
  accept: {
    success: 'Connection request accepted',
    failure: 'Failed to accept connection request',
  },
  decline: {
    success: 'Connection request declined',
    failure: 'Failed to decline connection request',
  },
};

interface PendingRequest {
  _id: string;
  other_user_id: string;
}

/**
 * Accept or decline a pending request: on success a toast, the request leaves the pending lists,
 * contacts are fetched again (an accepted one joins them) and the navigation badge goes down by one.
 */
export function useRespondToRequest() {
  const decrementBadge = useCountersStore((state) => state.decrementFriendRequests);
  const [busyId, setBusyId] = useState<string | null>(null);
  const options = { context: { skipErrorToast: true } } as const;
  const [accept] = useMutation(AcceptFriendReqMutation, options);
  const [decline] = useMutation(DeclineFriendReqMutation, options);

  const respond = async (request: PendingRequest, answer: Answer) => {
    setBusyId(request._id);
    try {
      const variables = { connectionId: request._id };
      if (answer === 'accept') {
        await accept({
          variables,
          update(cache, { data }) {
            dropFromList(cache, 'loadPendingFriendRequests', request._id);
            setRelation(
              cache,
              request.other_user_id,
              'accepted',
              data?.acceptFriendReq.chat_id ?? null,
            );
            // Contacts reload on their next read (at once when the screen is open).
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'loadConnectionsList' });
          },
        });
      } else {
        await decline({
          variables,
          update(cache) {
            dropFromList(cache, 'loadPendingFriendRequests', request._id);
            setRelation(cache, request.other_user_id, 'declined', null);
          },
        });
      }
      decrementBadge();
      toast.success(TOASTS[answer].success);
    } catch (error) {
      console.error(`${answer}FriendReq failed`, error);
      toast.error(TOASTS[answer].failure);
    } finally {
      setBusyId(null);
    }
  };

  return { respond, busyId };
}
