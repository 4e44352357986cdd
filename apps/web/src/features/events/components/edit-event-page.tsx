import { useQuery, useMutation } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { CalendarX2 } from 'lucide-react';
import type { EventFormValues } from '@squadup/shared';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeader } from '@/components/ui/page-header';
import { useFragment } from '@/gql';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { isNotFound } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  EventPageFieldsFragment,
  LoadEventQuery,
  UpdateEventMutation,
} from '../api/event-operations';
import { eventFormStateOf, localDeadline, toEventInput } from '../lib/event-form';
import { EventForm } from './event-form';
import { EVENT_NOT_FOUND } from './event-page';

/**
 * /events/:eventId/edit: the organiser fixes the event's details until it ends. Rounds already run
 * keep their teams; the next one uses the new sizes and roles.
 */
export function EditEventPage() {
  const { eventId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LoadEventQuery, {
    variables: { eventId },
    skip: !eventId,
    context: { skipErrorToast: true },
  });
  const event = useFragment(EventPageFieldsFragment, data?.loadEvent);

  const editable = event?.is_organiser === true && !event.ended;
  let body;
  if (loading && !event) body = <LoadingText />;
  else if (!event && error && !isNotFound(error))
    body = (
      <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
        Error loading the event.
      </LoadError>
    );
  else if (!event)
    body = (
      <Refusal
        title={EVENT_NOT_FOUND}
        description="The link may be mistyped, or the event removed."
      />
    );
  else if (!event.is_organiser)
    body = <Refusal title="Only the event’s organiser can edit it." eventId={event._id} />;
  else if (event.ended)
    body = (
      <Refusal
        title="This event has ended."
        description="An ended event is kept as it was."
        eventId={event._id}
      />
    );
  else body = <EditForm event={event} />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Edit event"
        description={
          editable
            ? 'Rounds already run keep their teams; the next round proposes with these details.'
            : undefined
        }
      />
      {body}
    </div>
  );
}

function EditForm({ event }: { event: EventDetails }) {
  const navigate = useNavigate();
  // The form shows the server's answer on its fields itself.
  const [updateEvent] = useMutation(UpdateEventMutation, { context: { skipErrorToast: true } });
  const submit = async (values: EventFormValues) => {
    await updateEvent({ variables: { eventId: event._id, input: toEventInput(values) } });
    toast.success('Event saved');
    await navigate(`/events/${event._id}`);
  };
  return (
    <EventForm
      onSubmit={submit}
      editing={{
        initial: eventFormStateOf(event),
        deadline: localDeadline(event.register_by),
        cancelTo: `/events/${event._id}`,
      }}
    />
  );
}

function Refusal({
  title,
  description,
  eventId,
}: {
  title: string;
  description?: string;
  eventId?: string;
}) {
  return (
    <EmptyState
      icon={<CalendarX2 />}
      title={title}
      description={description}
      action={
        <ButtonLink to={eventId ? `/events/${eventId}` : '/events'}>
          {eventId ? 'Back to the event' : 'Your events'}
        </ButtonLink>
      }
    />
  );
}
