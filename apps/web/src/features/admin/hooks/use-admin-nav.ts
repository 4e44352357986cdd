import { useQuery } from '@apollo/client/react';
import { useAuthStore } from '@/stores/auth-storage';
import { AdminOpenReportCountQuery } from '../api/admin-nav';

// The badge follows the queue while the operator works elsewhere in the app.
const COUNT_POLL_MS = 60_000;

/**
 * Whether the Admin link shows: only to operators. It is on every page, so it reads the flag the
 * session carries instead of asking the API (decision 0062).
 */
export function useShowsAdminNav(): boolean {
  return useAuthStore((state) => state.user?.is_operator === true);
}

/**
 * The number of open reports, for the Admin link's badge. Called only where the link shows, so a
 * member who is not an operator sets up no query for it on any page.
 */
export function useOpenReportCount(): number {
  const { data } = useQuery(AdminOpenReportCountQuery, {
    fetchPolicy: 'cache-and-network',
    pollInterval: COUNT_POLL_MS,
    context: { skipErrorToast: true },
  });
  return data?.adminOpenReportCount ?? 0;
}
