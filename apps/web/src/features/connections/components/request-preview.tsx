import { Check, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { displayName } from '@squadup/shared';
import { MemberAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { type FragmentType, useFragment } from '@/gql';
import { relativeTime } from '@/lib/relative-time';
import { PendingRequestFieldsFragment } from '../api/connections';
import { usePendingRequests } from '../hooks/use-pending-requests';
import type { Answer } from '../hooks/use-respond-to-request';

/** How many requests the preview shows before "See all". */
const SHOWN = 3;

/**
 * The newest pending requests in a few compact rows with Accept and Decline (the bell's panel),
 * then a link to all of them. Nothing at all when none waits: the panel says what it holds only.
 * Shares its query and its answers with the full list, so both pages agree.
 */
export function RequestPreview() {
  const { requests, placeholder, respond, busyId } = usePendingRequests();
  if (!requests) return placeholder;
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="request-preview-heading" className="flex flex-col gap-1">
      <h3
        id="request-preview-heading"
        className="px-2 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Connection requests
      </h3>
      <ul aria-label="Connection requests" className="flex flex-col">
        {requests.slice(0, SHOWN).map((request) => (
          <li key={request._id}>
            <RequestRow
              request={request}
              busy={busyId === request._id}
              onAnswer={(target, answer) => void respond(target, answer)}
            />
          </li>
        ))}
      </ul>
      {requests.length > SHOWN ? (
        <Link
          to="/contacts/requests"
          className="rounded-lg px-2 py-1.5 text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          See all {requests.length} requests
        </Link>
      ) : null}
    </section>
  );
}

interface RequestRowProps {
  request: FragmentType<typeof PendingRequestFieldsFragment>;
  busy: boolean;
  onAnswer: (target: { _id: string; other_user_id: string }, answer: Answer) => void;
}

/** One request on one line: face, name (to the profile), when, and the two answers as icons. */
function RequestRow({ request: requestRef, busy, onAnswer }: RequestRowProps) {
  const request = useFragment(PendingRequestFieldsFragment, requestRef);
  const name = displayName(request);
  return (
    <div className="flex items-center gap-3 rounded-xl px-2 py-2">
      <MemberAvatar member={request} size="sm" />
      <p className="min-w-0 flex-1 text-sm leading-snug">
        <Link
          to={`/profile/${request.other_user_id}`}
          className="font-semibold break-words hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {name}
        </Link>{' '}
        <span className="text-muted-foreground">wants to connect</span>
        <span className="block text-xs text-muted-foreground">
          {relativeTime(request.created_at)}
        </span>
      </p>
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={`Decline ${name}`}
        title="Decline"
        disabled={busy}
        onClick={() => onAnswer(request, 'decline')}
      >
        <X aria-hidden="true" />
      </Button>
      <Button
        size="icon-sm"
        aria-label={`Accept ${name}`}
        title="Accept"
        disabled={busy}
        onClick={() => onAnswer(request, 'accept')}
      >
        <Check aria-hidden="true" />
      </Button>
    </div>
  );
}
