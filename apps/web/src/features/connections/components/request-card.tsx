import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MemberAvatar } from '@/components/ui/avatar';
import { type FragmentType, useFragment } from '@/gql';
import { relativeTime, shortDate } from '@/lib/relative-time';
import { PendingRequestFieldsFragment } from '../api/connections';
import { displayName } from '@squadup/shared';

interface RequestCardProps {
  request: FragmentType<typeof PendingRequestFieldsFragment>;
  /** What the request is from the viewer's side, after the other member's name. */
  caption: string;
  /** The buttons for this request (Accept and Decline, or Cancel request). */
  actions: (request: { _id: string; other_user_id: string }) => ReactNode;
}

/** A pending request, received or sent: the other member, the note and when, with its actions. */
export function RequestCard({ request: requestRef, caption, actions }: RequestCardProps) {
  const request = useFragment(PendingRequestFieldsFragment, requestRef);
  const name = displayName(request);
  return (
    <article
      aria-labelledby={`request-${request._id}-name`}
      data-testid="request-card"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-soft sm:flex-row sm:items-start sm:p-5"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3.5">
        <MemberAvatar member={request} size="lg" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 leading-snug">
            <Link
              id={`request-${request._id}-name`}
              to={`/profile/${request.other_user_id}`}
              className="truncate font-semibold hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {name}
            </Link>
            <span className="text-sm text-muted-foreground">{caption}</span>
          </p>
          <p className="truncate text-sm text-muted-foreground">{request.title || 'No title'}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            <time dateTime={request.created_at} title={shortDate(request.created_at)}>
              {relativeTime(request.created_at)}
            </time>
          </p>
          {request.message ? (
            <blockquote className="mt-3 rounded-xl border-l-4 border-primary/40 bg-muted/60 px-3.5 py-2.5 text-sm whitespace-pre-line break-words text-foreground/90">
              {request.message}
            </blockquote>
          ) : null}
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">{actions(request)}</div>
    </article>
  );
}
