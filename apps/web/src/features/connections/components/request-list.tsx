import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePendingRequests } from '../hooks/use-pending-requests';
import { RequestCard } from './request-card';

interface RequestListProps {
  /** What the page shows when nothing waits: each page words it in its own place. */
  empty: ReactNode;
}

/** The viewer's pending connection requests (Notifications, Contact requests). */
export function RequestList({ empty }: RequestListProps) {
  const { requests, placeholder, respond, busyId } = usePendingRequests();
  if (!requests) return placeholder;
  if (requests.length === 0) return <>{empty}</>;
  return (
    <ul aria-label="Connection requests" className="flex flex-col gap-3">
      {requests.map((request) => (
        <li key={request._id}>
          <RequestCard
            request={request}
            caption="wants to connect"
            actions={(target) => (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  className="flex-1 sm:flex-none"
                  disabled={busyId === target._id}
                  onClick={() => void respond(target, 'decline')}
                >
                  <X aria-hidden="true" />
                  Decline
                </Button>
                <Button
                  size="sm"
                  className="flex-1 sm:flex-none"
                  disabled={busyId === target._id}
                  onClick={() => void respond(target, 'accept')}
                >
                  <Check aria-hidden="true" />
                  Accept
                </Button>
              </>
            )}
          />
        </li>
      ))}
    </ul>
  );
}
