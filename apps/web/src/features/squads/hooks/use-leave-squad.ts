import type { RefObject } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { LeaveSquadMutation } from '../api/squad-operations';
import { forgetSquad } from '../lib/forget-squad';

/** Leaves a squad, then goes to My Squads (which no longer lists it) with a toast. */
export function useLeaveSquad(postId: string, leavingRef: RefObject<boolean>) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [leave, { loading }] = useMutation(LeaveSquadMutation, {
    context: { skipErrorToast: true },
  });

  const leaveSquad = async (): Promise<boolean> => {
    leavingRef.current = true;
    try {
      await leave({ variables: { postId } });
    } catch (error) {
      leavingRef.current = false;
      console.error('leaveSquad failed', error);
      toast.error(errorMessage(error, 'Could not leave the squad. Please try again.'));
      return false;
    }
    forgetSquad(client.cache, postId);
    toast.success('You left the squad');
    void navigate('/squads', { replace: true });
    return true;
  };

  return { leaveSquad, leavingSquad: loading };
}
