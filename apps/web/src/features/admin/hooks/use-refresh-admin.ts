import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * After an action: the queue and the audit log are dropped from the cache (a resolved report leaves
 * the open list; the log has a new first line), and the screens on view ask again. The report page
 * and the badge refetch, because hiding or suspending also resolves the report it answers.
 */
export function useRefreshAdmin(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReports' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminAuditLog' });
    client.cache.gc();
    await client.refetchQueries({ include: ['AdminReport', 'AdminOpenReportCount'] });
  }, [client]);
}
