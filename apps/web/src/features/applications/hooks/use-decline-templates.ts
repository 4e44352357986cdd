import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '@/lib/error-message';
import { DeclineTemplatesQuery, SaveDeclineTemplatesMutation } from '../api/applications';

/**
 * The owner's saved reasons for declining applicants, read once per session (every card's dialog
 * shares the cache entry), and `replace`, which saves the whole list (the API keeps no other
 * shape): the answer, the list as saved, becomes the cached one.
 */
export function useDeclineTemplates() {
  const { data, loading, error } = useQuery(DeclineTemplatesQuery, {
    context: { skipErrorToast: true },
  });
  const [save, { loading: saving }] = useMutation(SaveDeclineTemplatesMutation, {
    context: { skipErrorToast: true },
    update(cache, { data: saved }) {
      if (!saved) return;
      cache.writeQuery({
        query: DeclineTemplatesQuery,
        data: { declineTemplates: saved.saveDeclineTemplates },
      });
    },
  });

  /** Resolves to an error message to show, or null once saved. */
  const replace = async (templates: string[]): Promise<string | null> => {
    try {
      await save({ variables: { templates } });
      return null;
    } catch (failure) {
      console.error('saveDeclineTemplates failed', failure);
      return errorMessage(failure, 'Could not save your reasons. Please try again.');
    }
  };

  return { templates: data?.declineTemplates, loading, error, saving, replace };
}
