import { useQuery } from '@apollo/client/react';
import { Send, X } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SentFriendRequestsQuery } from '../api/connections';
import { useCancelRequest } from '../hooks/use-cancel-request';
import { RequestCard } from './request-card';
import { RequestsPending } from './requests-pending';

/**
 * The requests the viewer sent that wait for an answer, each with Cancel request. An answer from
 * the other member takes it off the list live (use-relation-sync refetches it).
 */
export function SentRequestList() {
  const { data, loading, error, refetch } = useQuery(SentFriendRequestsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { cancel, busyId } = useCancelRequest();
  const requests = data?.loadSentFriendRequests;

  if (!requests) {
    return <RequestsPending failed={Boolean(error)} loading={loading} refetch={refetch} />;
  }
  if (requests.length === 0) {
    return (
      <EmptyState
        icon={<Send />}
        title="No sent requests"
        description="Requests you send wait here until the member answers; you can cancel them."
        action={
          <ButtonLink to="/people" size="sm">
            Find People
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ul aria-label="Sent requests" className="flex flex-col gap-3">
      {requests.map((request) => (
        <li key={request._id}>
          <RequestCard
            request={request}
            caption="has not answered yet"
            actions={(target) => (
              <Button
                variant="outline"
                size="sm"
                className="flex-1 sm:flex-none"
                disabled={busyId === target._id}
                onClick={() => void cancel(target)}
              >
                <X aria-hidden="true" />
                Cancel request
              </Button>
            )}
          />
        </li>
      ))}
    </ul>
  );
}
