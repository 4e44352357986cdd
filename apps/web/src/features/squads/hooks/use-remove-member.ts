import { useMutation } from '@apollo/client/react';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { RemoveSquadMemberMutation } from '../api/squad-operations';

/**
 * The owner removes a member. The answer is the squad as it is now (members, seats, spots), which
 * the cache merges into the squad page's entry.
 */
export function useRemoveMember(postId: string) {
  const [remove, { loading }] = useMutation(RemoveSquadMemberMutation, {
    context: { skipErrorToast: true },
  });

  /** Resolves to an error message to show, or null once the member is removed. */
  const removeMember = async (
    userId: string,
    name: string,
    reason: string | null,
  ): Promise<string | null> => {
    try {
      await remove({ variables: reason ? { postId, userId, reason } : { postId, userId } });
      toast.success(`${name} was removed from the squad`);
      return null;
    } catch (error) {
      console.error('removeSquadMember failed', error);
      return errorMessage(error, 'Could not remove the member. Please try again.');
    }
  };

  return { removeMember, removing: loading };
}
