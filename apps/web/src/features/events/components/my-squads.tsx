import { Link } from 'react-router-dom';
import { Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { plural } from '../lib/event-texts';
import { LeaveEventButton } from './leave-event-button';

type RegisteredSquad = EventDetails['my_squads'][number];

const WITHDRAWN = {
  done: 'You withdrew from the event',
  failed: 'Could not withdraw from the event. Please try again.',
};

interface MySquadsProps {
  eventId: string;
  squads: readonly RegisteredSquad[];
}

/**
 * The squads the viewer registered, each with the seats it still offers the event's pool, and a
 * way to withdraw them (leaving the event: members who joined through it stay in the squad).
 */
export function MySquads({ eventId, squads }: MySquadsProps) {
  const title = squads.length === 1 ? 'Your registered squad' : 'Your registered squads';
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        <p className="text-sm text-muted-foreground">
          Each round offers its open seats to members registered alone; whoever accepts joins it.
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {squads.map((squad) => (
          <li
            key={squad.squad_id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border/70 px-4 py-3"
          >
            <Link
              to={`/squads/${squad.squad_id}`}
              className="inline-flex min-w-0 items-center gap-2 rounded font-semibold break-words hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {squad.title}
            </Link>
            <span className="text-sm text-muted-foreground">
              {squad.open_seats === 0
                ? 'Its offered seats are taken'
                : `Offers ${plural(squad.open_seats, 'open seat')} to the pool`}
            </span>
          </li>
        ))}
      </ul>
      <div className="border-t border-border/70 pt-4">
        <LeaveEventButton
          eventId={eventId}
          title="Withdraw from this event?"
          description={`${squads.length === 1 ? 'Your squad’s seats leave' : 'Your squads’ seats leave'} the event’s pool, and places offered in them and not yet answered end. Members who already joined through the event stay.`}
          confirmLabel="Withdraw"
          busyLabel="Withdrawing..."
          texts={WITHDRAWN}
        >
          Withdraw from the event
        </LeaveEventButton>
      </div>
    </Card>
  );
}
