import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { PendingFriendRequestsQuery } from '../api/connections';
import { RequestsPending } from '../components/requests-pending';
import { useRespondToRequest } from './use-respond-to-request';

/**
 * The viewer's pending requests with Accept and Decline, for each list that shows them (the
 * pages' and the bell's): `requests` once loaded, else `placeholder` (the loading line, or the
 * error with Try again) to show in their place.
 */
export function usePendingRequests() {
  const { data, loading, error, refetch } = useQuery(PendingFriendRequestsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { respond, busyId } = useRespondToRequest();
  const requests = data?.loadPendingFriendRequests;
  const placeholder: ReactNode = requests ? null : (
    <RequestsPending failed={Boolean(error)} loading={loading} refetch={refetch} />
  );
  return { requests, placeholder, respond, busyId };
}
