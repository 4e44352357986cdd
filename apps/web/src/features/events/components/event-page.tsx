import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { useFragment, type FragmentType } from '@/gql';
import { isNotFound } from '@/lib/error-message';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { EventPageFieldsFragment, LoadEventQuery } from '../api/event-operations';
import { Announcements } from './announcements';
import { EventFacts, EventHeader } from './event-summary';
import { OrganiserPanel } from './organiser/organiser-panel';
import { Participation } from './participation';

export const EVENT_NOT_FOUND = 'Event not found.';

/**
 * An event's page (/events/:eventId): what it is and when, then what the viewer can do there. A
 * signed-out visitor (a shared link) reads it with a way to sign up; a member registers, follows
 * their registration and answers a proposed team; the organiser runs it from a panel below.
 */
export function EventPage() {
  const { eventId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LoadEventQuery, {
    variables: { eventId },
    skip: !eventId,
    fetchPolicy: 'cache-and-network',
    // The page says what went wrong itself.
    context: { skipErrorToast: true },
  });

  if (loading && !data) return <EventPageSkeleton />;
  if (!data) {
    return error && !isNotFound(error) ? (
      <div className="flex flex-col gap-6">
        <PageHeader title="Event" />
        <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
          Error loading the event.
        </LoadError>
      </div>
    ) : (
      <MissingEvent />
    );
  }
  return <EventView event={data.loadEvent} />;
}

function MissingEvent() {
  const isVisitor = !useAuthStore(selectIsSignedIn);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Event" />
      <EmptyState
        icon={<CalendarX2 />}
        title={EVENT_NOT_FOUND}
        titleAs={isVisitor ? 'h2' : 'p'}
        description="The link may be mistyped, or the event removed."
        action={isVisitor ? null : <ButtonLink to="/events">Your events</ButtonLink>}
      />
    </div>
  );
}

function EventView({ event: eventRef }: { event: FragmentType<typeof EventPageFieldsFragment> }) {
  const event = useFragment(EventPageFieldsFragment, eventRef);
  const isVisitor = !useAuthStore(selectIsSignedIn);
  // The API lists announcements to participants only (squads' members too, who have no
  // registration of their own here); the empty section is for those who will read some later.
  const showAnnouncements =
    event.announcements.length > 0 ||
    event.is_organiser ||
    Boolean(event.my_registration ?? event.my_proposal);
  return (
    <div className="flex flex-col gap-6">
      {/* A visitor's way on is the public header (Login, Signup); a member's is their events. */}
      {isVisitor ? null : (
        <Link
          to="/events"
          className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Your events
        </Link>
      )}
      {/* Phones: the event, its facts, then the viewer's part. Large screens: facts on the side. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <EventHeader event={event} className="lg:col-start-1" />
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <EventFacts event={event} isVisitor={isVisitor} />
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
          <Participation event={event} isVisitor={isVisitor} />
          {showAnnouncements ? <Announcements announcements={event.announcements} /> : null}
          {event.is_organiser ? <OrganiserPanel event={event} /> : null}
        </div>
      </div>
    </div>
  );
}

const bar = 'animate-pulse rounded-lg bg-muted';

/** The page's shape while the event loads. */
function EventPageSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading event..."
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <Card aria-hidden="true" className="flex flex-col gap-4 p-6 sm:p-8">
        <div className={`${bar} h-5 w-32`} />
        <div className={`${bar} h-8 w-3/4`} />
        <div className="flex items-center gap-3">
          <div className="size-10 animate-pulse rounded-full bg-muted" />
          <div className={`${bar} h-4 w-40`} />
        </div>
        <div className={`${bar} h-4 w-full`} />
        <div className={`${bar} h-4 w-2/3`} />
      </Card>
      <Card aria-hidden="true" className="flex flex-col gap-3 p-5">
        {['w-24', 'w-32', 'w-28', 'w-20'].map((width) => (
          <div key={width} className={`${bar} h-4 ${width}`} />
        ))}
      </Card>
    </div>
  );
}
