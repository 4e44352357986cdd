import { useId, useState } from 'react';
import { CalendarClock, Pencil, X } from 'lucide-react';
import { z } from 'zod';
import { SQUAD_SPACE, squadMeetingSchema } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formMessage, isSubmittingValues, showServerError, useSchemaForm } from '@/lib/forms';
import type { ChangeResult } from '../../hooks/use-workspace-changes';
import {
  fromLocalInput,
  localTimeZone,
  meetingText,
  toLocalInput,
} from '../../lib/workspace-format';
import { EmptyLine, FormFooter, FormMessage, WorkspaceSection } from './workspace-section';

interface NextMeetingProps {
  at: string | null;
  note: string | null;
  canEdit: boolean;
  onSave: (at: string | null, note: string | null) => ChangeResult;
}

/**
 * The next meeting, in the viewer's own time zone and named ('Sat 6 Mar, 18:30 (Europe/Berlin)'),
 * with its note. Editors set it with the browser's date and time picker, or clear it.
 */
export function NextMeeting({ at, note, canEdit, onSave }: NextMeetingProps) {
  const [editing, setEditing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const id = useId();

  const clear = async () => {
    setClearing(true);
    setClearError(await onSave(null, null));
    setClearing(false);
  };

  const action =
    canEdit && !editing ? (
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5"
          aria-label={at ? 'Change the meeting' : undefined}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" />
          {at ? 'Change' : 'Set meeting'}
        </Button>
        {at ? (
          <Button
            variant="ghost"
            size="sm"
            className="px-2.5"
            aria-label="Clear the meeting"
            disabled={clearing}
            onClick={() => void clear()}
          >
            <X aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </div>
    ) : null;

  return (
    <WorkspaceSection
      title="Next meeting"
      icon={<CalendarClock aria-hidden="true" />}
      action={action}
    >
      {editing ? (
        <MeetingForm
          at={at}
          note={note}
          onSave={onSave}
          onDone={() => {
            setEditing(false);
            setClearError(null);
          }}
        />
      ) : at ? (
        <div data-testid="meeting">
          <p className="text-[0.9375rem] font-semibold">
            <time dateTime={at}>{meetingText(at)}</time>
          </p>
          {note ? <p className="mt-0.5 text-sm break-words text-muted-foreground">{note}</p> : null}
        </div>
      ) : (
        <EmptyLine>No meeting planned.</EmptyLine>
      )}
      <FormMessage id={`${id}-clear`} message={editing ? null : clearError} />
    </WorkspaceSection>
  );
}

const meetingFormSchema = z.object({
  at: z.string().trim().min(1, 'Choose a date and time.'),
  note: squadMeetingSchema.shape.note,
});

function MeetingForm({
  at,
  note,
  onSave,
  onDone,
}: {
  at: string | null;
  note: string | null;
  onSave: NextMeetingProps['onSave'];
  onDone: () => void;
}) {
  const id = useId();
  const form = useSchemaForm(meetingFormSchema, {
    defaultValues: { at: toLocalInput(at), note: note ?? '' },
  });
  const message = formMessage(form.formState.errors);
  const busy = isSubmittingValues(form.formState);

  const submit = form.handleSubmit(async (values) => {
    const moment = fromLocalInput(values.at);
    if (!moment) {
      showServerError(form, 'Choose a date and time.');
      return;
    }
    const refused = await onSave(moment, values.note);
    if (refused) showServerError(form, refused);
    else onDone();
  });

  const invalid = Boolean(message) || undefined;
  const describedBy = message ? `${id}-message` : undefined;
  return (
    <form
      aria-label="Set the next meeting"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-at`} className="text-sm font-semibold">
            Date and time
          </label>
          <Input
            id={`${id}-at`}
            type="datetime-local"
            {...form.register('at')}
            aria-invalid={form.formState.errors.at ? true : undefined}
            aria-describedby={[`${id}-zone`, describedBy].filter(Boolean).join(' ')}
          />
          <p id={`${id}-zone`} className="text-xs text-muted-foreground">
            Your time zone: {localTimeZone()}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-semibold">
            Note <span className="ml-1 text-xs font-normal text-muted-foreground">Optional</span>
          </label>
          <Input
            id={`${id}-note`}
            {...form.register('note')}
            maxLength={SQUAD_SPACE.meetingNoteMax}
            placeholder="Where, or what about"
            aria-invalid={form.formState.errors.note ? invalid : undefined}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      <FormFooter
        messageId={`${id}-message`}
        message={message}
        busy={busy}
        submitLabel="Save"
        busyLabel="Saving…"
        onCancel={onDone}
      />
    </form>
  );
}
