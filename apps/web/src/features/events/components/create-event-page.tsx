import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { EventFormValues } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { CreateEventMutation } from '../api/event-operations';
import { toEventInput } from '../lib/event-form';
import { EventForm } from './event-form';

/** /events/new: a member creates an event, then lands on its page to share the link. */
export function CreateEventPage() {
  const navigate = useNavigate();
  const unverified = useAuthStore((state) => state.user?.email_verified === false);
  // The form shows the server's answer on its fields itself.
  const [createEvent] = useMutation(CreateEventMutation, { context: { skipErrorToast: true } });

  const submit = async (values: EventFormValues) => {
    const { data } = await createEvent({ variables: { input: toEventInput(values) } });
    const eventId = data?.createEvent._id;
    if (!eventId) throw new Error('createEvent answered no event');
    toast.success('Event created');
    await navigate(`/events/${eventId}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Create an event"
        description="Members register with the roles they can take, their level and time zone; each round you run proposes teams from them."
      />
      {unverified ? (
        <Alert tone="info">
          Verify your e-mail address to create an event: open the link in the mail we sent you.
        </Alert>
      ) : null}
      <EventForm onSubmit={submit} />
    </div>
  );
}
