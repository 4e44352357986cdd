import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { EVENT_LIMITS, eventAnnouncementSchema } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { controlProps, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { AnnounceToEventMutation, LoadEventQuery } from '../../api/event-operations';
import { errorIdOf, FormField } from '../form-parts';

const announcementForm = z.object({ message: eventAnnouncementSchema });

/** The organiser's announcement: on the event page and in every participant's notifications. */
export function AnnounceForm({ eventId }: { eventId: string }) {
  const id = useId();
  const controlId = `${id}-message`;
  const form = useSchemaForm(announcementForm, { defaultValues: { message: '' } });
  const [announce] = useMutation(AnnounceToEventMutation, {
    context: { skipErrorToast: true },
    // The page lists the announcements with the event.
    refetchQueries: [{ query: LoadEventQuery, variables: { eventId } }],
  });
  const busy = isSending(form.formState);
  const { errors } = form.formState;
  const length = form.watch('message').trim().length;
  const over = length > EVENT_LIMITS.announcementMax;

  const send = form.handleSubmit(async ({ message }) => {
    try {
      await announce({ variables: { eventId, message } });
    } catch (error) {
      showServerError(
        form,
        errorMessage(error, 'Could not send the announcement. Please try again.'),
      );
      return;
    }
    toast.success('Announcement sent to everyone taking part');
    form.reset({ message: '' });
  });

  return (
    <Card className="p-6">
      <form noValidate onSubmit={(e) => void send(e)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold tracking-tight">Announce</h3>
          <p className="text-sm text-muted-foreground">
            Shown on this page to everyone taking part, and sent to their notifications.
          </p>
        </div>
        <FormField
          label="Announcement"
          htmlFor={controlId}
          error={errors.message?.message}
          hint={
            <span className={cn('tabular-nums', over && 'font-semibold text-destructive')}>
              {length}/{EVENT_LIMITS.announcementMax} characters
            </span>
          }
        >
          <Textarea
            {...controlProps(form, 'message', {
              id: controlId,
              errorId: errorIdOf(controlId),
              hinted: true,
              disabled: busy,
            })}
            rows={4}
            placeholder="e.g. Teams are proposed: answer by 6 pm so the squads can start."
          />
        </FormField>
        {errors.root?.server?.message ? <Alert>{errors.root.server.message}</Alert> : null}
        <Button type="submit" disabled={busy} className="w-full sm:w-fit">
          <Send aria-hidden="true" />
          {busy ? 'Sending...' : 'Announce'}
        </Button>
      </form>
    </Card>
  );
}
