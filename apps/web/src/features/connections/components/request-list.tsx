import { useQuery } from '@apollo/client/react';
import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/loading-text';
import { PendingFriendRequestsQuery } from '../api/connections';
import { useRespondToRequest } from '../hooks/use-respond-to-request';
import { RequestCard } from './request-card';

interface RequestListProps {
  emptyTitle: string;
  emptyDescription: string;
}

/** The viewer's pending connection requests (Notifications, Contact requests). */
export function RequestList({ emptyTitle, emptyDescription }: RequestListProps) {
  const { data, loading, error, refetch } = useQuery(PendingFriendRequestsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { respond, busyId } = useRespondToRequest();
  const requests = data?.loadPendingFriendRequests;

  if (error && !requests) {
    return (
      <div className="flex flex-col items-center gap-3 py-10">
        <p role="alert" className="text-sm font-medium text-destructive">
          Error loading requests.
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={loading}
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!requests) return loading ? <LoadingText /> : null;
  if (requests.length === 0) {
    return <EmptyState icon={<Inbox />} title={emptyTitle} description={emptyDescription} />;
  }
  return (
    <ul aria-label="Connection requests" className="flex flex-col gap-3">
      {requests.map((request) => (
        <li key={request._id}>
          <RequestCard
            request={request}
            busy={busyId === request._id}
            onRespond={(target, answer) => void respond(target, answer)}
          />
        </li>
      ))}
    </ul>
  );
}
