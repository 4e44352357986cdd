import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CalendarDays, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isNotFound } from '@/lib/error-message';
import { DiscoverEventQuery } from '../../api/post-queries';

interface EventFilterNoteProps {
  eventId: string;
  onClear: () => void;
}

/**
 * Above the list while Discover shows one event's squads: which event (a link back to its page),
 * that an ended event's squads have left its view, and a way back to every project.
 */
export function EventFilterNote({ eventId, onClear }: EventFilterNoteProps) {
  const { data, error } = useQuery(DiscoverEventQuery, {
    variables: { eventId },
    // The list below answers for itself; a missing event is said here, not in a toast.
    context: { skipErrorToast: true },
  });
  const event = data?.loadEvent;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/25 bg-primary-soft px-4 py-3 text-sm text-primary-soft-foreground">
      <p className="flex min-w-0 items-center gap-2">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        {event ? (
          <span className="min-w-0 break-words">
            {event.ended ? 'Squads of ' : 'Squads recruiting for '}
            <Link
              to={`/events/${event._id}`}
              className="font-semibold underline-offset-2 hover:underline"
            >
              {event.name}
            </Link>
            {event.ended
              ? ': the event has ended, and its squads carry on as projects of their own.'
              : null}
          </span>
        ) : error && isNotFound(error) ? (
          <span>That event was not found.</span>
        ) : (
          <span>Squads of an event</span>
        )}
      </p>
      <Button variant="outline" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        All projects
      </Button>
    </div>
  );
}
