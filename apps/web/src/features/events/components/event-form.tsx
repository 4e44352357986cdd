import { useId, useState, type ReactNode } from 'react';
import { EVENT_LIMITS, ROLE_SUGGESTIONS, type EventFormValues } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { TagInput } from '@/components/ui/tag-input';
import { Textarea } from '@/components/ui/textarea';
import { localDay } from '@/lib/calendar-dates';
import { errorMessage } from '@/lib/error-message';
import { bindValue, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import {
  EMPTY_EVENT_FORM,
  EVENT_FORM_FIELDS,
  eventFormStateSchemaFor,
  type EventFormState,
  type KeptDeadline,
} from '../lib/event-form';
import { serverFieldErrors } from '../lib/form-state';
import { browserUtcOffset, formatUtcOffset } from '../lib/utc-offsets';
import { fieldBindings, FieldMessage, FormField } from './form-parts';

interface EventFormProps {
  /** Resolves when done; a thrown error's messages show on their fields, or above the buttons. */
  onSubmit: (values: EventFormValues) => Promise<void>;
  /** Editing: the event's stored values, its deadline, and where Cancel goes (creating without). */
  editing?: { initial: EventFormState; deadline: KeptDeadline; cancelTo: string };
}

/** The organiser's event: what it is, when, and the teams it wants (judged by eventFormSchema). */
export function EventForm({ onSubmit, editing }: EventFormProps) {
  const [schema] = useState(() => eventFormStateSchemaFor(editing?.deadline));
  const form = useSchemaForm(schema, { defaultValues: editing?.initial ?? EMPTY_EVENT_FORM });
  const id = useId();
  const busy = isSending(form.formState);
  const { errors } = form.formState;
  const roles = bindValue(form, 'roles');
  const today = localDay(new Date());
  const startsOn = form.watch('starts_on');

  const { control, field } = fieldBindings(form, id, busy);

  const send = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const onFields = serverFieldErrors(error, EVENT_FORM_FIELDS);
      for (const [name, message] of onFields) form.setError(name, { type: 'server', message });
      if (onFields.length === 0)
        showServerError(
          form,
          errorMessage(
            error,
            editing
              ? 'Could not save the event. Please try again.'
              : 'Could not create the event. Please try again.',
          ),
        );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-6">
      <Section title="The event">
        <FormField
          label="Name"
          {...field('name')}
          hint={`Up to ${EVENT_LIMITS.nameMax} characters.`}
        >
          <Input
            {...control('name', true)}
            placeholder="e.g. Campus climate hackathon"
            maxLength={EVENT_LIMITS.nameMax}
            aria-required="true"
          />
        </FormField>
        <FormField label="Description" optional {...field('description')}>
          <Textarea
            {...control('description')}
            rows={5}
            maxLength={EVENT_LIMITS.descriptionMax}
            placeholder="What participants build, where it happens, and what to bring."
          />
        </FormField>
      </Section>

      <Section title="When">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Start date" {...field('starts_on')}>
            <Input type="date" {...control('starts_on')} aria-required="true" />
          </FormField>
          <FormField label="End date" {...field('ends_on')}>
            <Input
              type="date"
              {...control('ends_on')}
              min={startsOn || undefined}
              aria-required="true"
            />
          </FormField>
        </div>
        <FormField
          label="Registration deadline"
          {...field('register_by')}
          hint={`Registration closes at the end of this day in your time zone (${formatUtcOffset(browserUtcOffset())}).`}
        >
          <Input
            type="date"
            {...control('register_by', true)}
            // An edit may keep a deadline that has passed: its own day stays on offer.
            min={editing && editing.deadline.day < today ? editing.deadline.day : today}
            aria-required="true"
          />
        </FormField>
      </Section>

      <Section title="Teams">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Smallest team" {...field('min_team_size')}>
            <Input
              type="number"
              inputMode="numeric"
              min={EVENT_LIMITS.teamSizeMin}
              max={EVENT_LIMITS.teamSizeMax}
              {...control('min_team_size')}
              aria-required="true"
            />
          </FormField>
          <FormField label="Largest team" {...field('max_team_size')}>
            <Input
              type="number"
              inputMode="numeric"
              min={EVENT_LIMITS.teamSizeMin}
              max={EVENT_LIMITS.teamSizeMax}
              {...control('max_team_size')}
              aria-required="true"
            />
          </FormField>
        </div>
        <div className="flex flex-col gap-2">
          <TagInput
            label="Roles teams need"
            description="Each team is proposed so that different members cover these roles."
            {...roles}
            placeholder="Add a role and press Enter"
            suggestions={ROLE_SUGGESTIONS}
            maxItems={EVENT_LIMITS.rolesMax}
            itemMax={EVENT_LIMITS.roleMax}
            showCount
            hint={`Up to ${EVENT_LIMITS.rolesMax}, each at most ${EVENT_LIMITS.roleMax} characters.`}
          />
          <FieldMessage message={errors.roles?.message} />
        </div>
        <FormField
          label="Time-zone window in hours"
          {...field('time_zone_window_hours')}
          hint="The largest gap between two team members' time zones. 0 keeps teams to one time zone."
          className="sm:max-w-xs"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={EVENT_LIMITS.windowHoursMax}
            {...control('time_zone_window_hours', true)}
          />
        </FormField>
      </Section>

      {errors.root?.server?.message ? <Alert>{errors.root.server.message}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to={editing?.cancelTo ?? '/events'} variant="outline" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {editing ? (busy ? 'Saving...' : 'Save changes') : busy ? 'Creating...' : 'Create event'}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-5 p-5 sm:gap-6 sm:p-7"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </Card>
  );
}
