import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CalendarDays, CalendarPlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import type { MyEventsQuery as MyEventsData } from '@/gql/graphql';
import { dateRange } from '@squadup/shared';
import { MyEventsQuery } from '../api/event-operations';
import { registrationOpen } from '../lib/event-state';
import { REGISTRATION_STATUS_TEXTS } from '../lib/event-texts';

export const NO_EVENTS_TEXT =
  'Create an event and Squadup proposes its teams, or open an event’s link to register for it.';

type MyEvent = MyEventsData['myEvents'][number];

/** /events: the events the viewer organises or is registered for, and a way to create one. */
export function EventsPage() {
  const { data, loading, error, refetch } = useQuery(MyEventsQuery, {
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  const events = data?.myEvents;

  let body;
  if (error && !events) {
    body = (
      <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
        Error loading your events.
      </LoadError>
    );
  } else if (!events) {
    body = <EventsSkeleton />;
  } else if (events.length === 0) {
    body = (
      <EmptyState
        icon={<CalendarDays />}
        title="No events yet"
        description={NO_EVENTS_TEXT}
        action={<CreateEventLink variant="outline" />}
      />
    );
  } else {
    body = (
      <ul aria-label="My events" className="flex flex-col gap-3">
        {events.map((event) => (
          <li key={event._id}>
            <EventRow event={event} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Events"
        description="Hackathons and other events where Squadup proposes the teams."
        actions={<CreateEventLink />}
      />
      <section aria-labelledby="my-events" className="flex flex-col gap-4">
        <h2 id="my-events" className="text-lg font-semibold tracking-tight">
          My events
        </h2>
        {body}
      </section>
    </div>
  );
}

function CreateEventLink({ variant }: { variant?: 'outline' }) {
  return (
    <ButtonLink to="/events/new" variant={variant}>
      <CalendarPlus aria-hidden="true" />
      Create an event
    </ButtonLink>
  );
}

/** One event: its name (the whole card links to it), dates and the viewer's part in it. */
function EventRow({ event }: { event: MyEvent }) {
  const status = event.my_registration?.status;
  return (
    <Card
      data-testid="event-row"
      className="relative flex flex-col gap-2 p-5 transition-[border-color,box-shadow] focus-within:ring-2 focus-within:ring-ring hover:border-primary/30 hover:shadow-lifted"
    >
      <div className="flex flex-wrap items-center gap-2">
        {event.is_organiser ? <Badge tone="primary">Organiser</Badge> : null}
        {status ? <Badge>{REGISTRATION_STATUS_TEXTS[status]}</Badge> : null}
        {registrationOpen(event) ? <Badge tone="success">Registration open</Badge> : null}
      </div>
      <h3 className="text-lg leading-snug font-semibold tracking-tight break-words">
        {/* The whole card is the link's target (the ::after covers it); the name names it. */}
        <Link
          to={`/events/${event._id}`}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {event.name}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">
        {dateRange(event.starts_on, event.ends_on)} · {event.registered_count} registered
      </p>
    </Card>
  );
}

/** The list's shape while it loads. */
function EventsSkeleton() {
  return (
    <div role="status" aria-label="Loading events..." className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <Card key={row} aria-hidden="true" className="flex flex-col gap-3 p-5">
          <div className="h-5 w-24 animate-pulse rounded-full bg-muted" />
          <div className="h-6 w-2/3 animate-pulse rounded-lg bg-muted" />
          <div className="h-4 w-40 animate-pulse rounded-lg bg-muted" />
        </Card>
      ))}
    </div>
  );
}
