import { useMutation } from '@apollo/client/react';
import { toast } from '@/lib/toast';
import { RemoveConnectionMutation } from '../api/connections';
import { setRelation } from '@/components/connection/relation-cache';
import { dropFromList } from './connection-cache';

interface Contact {
  _id: string;
  other_user_id: string;
}

/** Removes an accepted connection; the contact leaves the list and the member shows Connect again. */
export function useRemoveConnection() {
  const [mutate, { loading }] = useMutation(RemoveConnectionMutation, {
    context: { skipErrorToast: true },
  });
  const remove = async (contact: Contact): Promise<boolean> => {
    try {
      await mutate({
        variables: { connectionId: contact._id },
        update(cache) {
          dropFromList(cache, 'loadConnectionsList', contact._id);
          setRelation(cache, contact.other_user_id, 'none', null);
        },
      });
      toast.success('Connection removed');
      return true;
    } catch (error) {
      console.error('removeConnection failed', error);
      toast.error('Failed to remove connection');
      return false;
    }
  };
  return { remove, removing: loading };
}
