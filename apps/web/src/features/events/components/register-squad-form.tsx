import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Input } from '@/components/ui/input';
import type { EventPageFieldsFragment as EventDetails, SquadsToRegisterQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/error-message';
import { isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { RegisterSquadForEventMutation } from '../api/event-operations';
import { serverFieldErrors } from '../lib/form-state';
import {
  SQUAD_REGISTRATION_FIELDS,
  seatsToOffer,
  squadRegistrationStateSchema,
} from '../lib/registration-form';
import { browserUtcOffset } from '../lib/utc-offsets';
import {
  fieldBindings,
  FormField,
  LevelOptions,
  Select,
  SubmitRow,
  UtcOffsetOptions,
} from './form-parts';

export type OwnedSquad = SquadsToRegisterQuery['getMySquads'][number];

interface RegisterSquadFormProps {
  event: EventDetails;
  /** The squads the viewer owns that still have open spots. */
  squads: readonly OwnedSquad[];
}

/** A squad's owner offers its open seats to the event's pool, with its level and time zone. */
export function RegisterSquadForm({ event, squads }: RegisterSquadFormProps) {
  const id = useId();
  const [offset] = useState(browserUtcOffset);
  const first = squads[0];
  const form = useSchemaForm(squadRegistrationStateSchema, {
    defaultValues: {
      squad_id: first?._id ?? '',
      open_seats: first ? String(seatsToOffer(first, event.max_team_size)) : '',
      level: '',
      utc_offset_minutes: String(offset),
    },
  });
  const [registerSquad] = useMutation(RegisterSquadForEventMutation, {
    context: { skipErrorToast: true },
  });
  const busy = isSending(form.formState);
  const { errors } = form.formState;
  const most = event.max_team_size - 1;
  const { control, field } = fieldBindings(form, id, busy);
  const squadSelect = control('squad_id');

  const send = form.handleSubmit(async (input) => {
    const squadId = form.getValues('squad_id');
    const title = squads.find((squad) => squad._id === squadId)?.post.title ?? 'Your squad';
    try {
      await registerSquad({ variables: { eventId: event._id, squadId, input } });
    } catch (error) {
      const onFields = serverFieldErrors(error, SQUAD_REGISTRATION_FIELDS);
      for (const [name, message] of onFields) form.setError(name, { type: 'server', message });
      if (onFields.length === 0)
        showServerError(
          form,
          errorMessage(error, 'Could not register the squad. Please try again.'),
        );
      return;
    }
    // Its answer is the event listing the squad: the page turns to it.
    toast.success(`${title} is registered: its open seats are in the pool`);
  });

  return (
    <form noValidate onSubmit={(e) => void send(e)} className="flex flex-col gap-5">
      <FormField label="Squad" {...field('squad_id')}>
        <Select
          {...squadSelect}
          onChange={(change) => {
            void squadSelect.onChange(change);
            const squad = squads.find((s) => s._id === change.target.value);
            if (squad)
              form.setValue('open_seats', String(seatsToOffer(squad, event.max_team_size)));
          }}
        >
          {squads.map((squad) => (
            <option key={squad._id} value={squad._id}>
              {squad.post.title}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Open seats"
          {...field('open_seats')}
          hint={`Up to ${most}: a team at this event has at most ${event.max_team_size} members.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={most}
            {...control('open_seats', true)}
            aria-required="true"
          />
        </FormField>
        <FormField label="Squad's level" {...field('level')}>
          <Select {...control('level')} aria-required="true">
            <LevelOptions />
          </Select>
        </FormField>
        <FormField label="Squad's time zone" {...field('utc_offset_minutes')}>
          <Select {...control('utc_offset_minutes')}>
            <UtcOffsetOptions current={offset} />
          </Select>
        </FormField>
      </div>
      <SubmitRow
        failure={errors.root?.server?.message}
        busy={busy}
        label="Register squad"
        busyLabel="Registering..."
      />
    </form>
  );
}
