import { useQuery } from '@apollo/client/react';
import { useAuthStore } from '@/stores/auth-storage';
import { AdminOpenReportCountQuery } from '../api/admin-nav';

// The badge follows the queue while the operator works elsewhere in the app.
const COUNT_POLL_MS = 60_000;

/**
 * The Admin link: shown only to operators, with the number of open reports. It is on every page,
 * so it reads the flag the session carries instead of asking the API (decision 0062).
 */
export function useAdminNav(): { visible: boolean; openCount: number } {
  const isOperator = useAuthStore((state) => state.user?.is_operator === true);
  const { data } = useQuery(AdminOpenReportCountQuery, {
    skip: !isOperator,
    fetchPolicy: 'cache-and-network',
    pollInterval: COUNT_POLL_MS,
    context: { skipErrorToast: true },
  });
  return { visible: isOperator, openCount: data?.adminOpenReportCount ?? 0 };
}
