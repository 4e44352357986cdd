import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { setRelation } from '@/components/connection/relation-cache';
import { toast } from '@/lib/toast';
import { CancelFriendReqMutation } from '../api/connections';
import { dropFromList } from './connection-cache';

interface SentRequest {
  _id: string;
  other_user_id: string;
}

/**
 * Withdraws a request the viewer sent: on success a toast, the request leaves the Sent list and
 * the member shows Connect again wherever they are on screen (the row is gone on the server).
 */
export function useCancelRequest() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [mutate] = useMutation(CancelFriendReqMutation, { context: { skipErrorToast: true } });

  const cancel = async (request: SentRequest) => {
    setBusyId(request._id);
    try {
      await mutate({
        variables: { connectionId: request._id },
        update(cache) {
          dropFromList(cache, 'loadSentFriendRequests', request._id);
          setRelation(cache, request.other_user_id, 'none', null);
        },
      });
      toast.success('Connection request cancelled');
    } catch (error) {
      console.error('cancelFriendReq failed', error);
      toast.error('Failed to cancel connection request');
    } finally {
      setBusyId(null);
    }
  };

  return { cancel, busyId };
}
