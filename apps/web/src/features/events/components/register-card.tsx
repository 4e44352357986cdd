import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { EVENT_LIMITS, POST_LIMITS } from '@squadup/shared';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { TagInput } from '@/components/ui/tag-input';
import type { EventPageFieldsFragment as EventDetails } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { bindValue, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { RegisterForEventMutation, SquadsToRegisterQuery } from '../api/event-operations';
import { serverFieldErrors } from '../lib/form-state';
import {
  emptyRegistration,
  REGISTRATION_FIELDS,
  registrationStateSchema,
} from '../lib/registration-form';
import { browserUtcOffset } from '../lib/utc-offsets';
import {
  fieldBindings,
  FieldMessage,
  FormField,
  LevelOptions,
  Select,
  SubmitRow,
  UtcOffsetOptions,
} from './form-parts';
import { RegisterSquadForm, type OwnedSquad } from './register-squad-form';

/**
 * Registering: alone, with the roles the member can take, their level, time zone and hours; or,
 * for a member who owns squads, one of them with the seats it still has.
 */
export function RegisterCard({ event }: { event: EventDetails }) {
  const id = useId();
  const [as, setAs] = useState<'alone' | 'squad'>('alone');
  // Squads are optional here: while they load, or if they cannot, registering alone still works.
  const { data } = useQuery(SquadsToRegisterQuery, { context: { skipErrorToast: true } });
  const registered = new Set(event.my_squads.map((squad) => squad.squad_id));
  const squads: OwnedSquad[] = (data?.getMySquads ?? []).filter(
    (squad) =>
      squad.is_owner &&
      squad.post.status === 'open' &&
      squad.spots_filled < squad.spots_total &&
      !registered.has(squad._id),
  );
  // An owner whose squad is registered is in the pool through it: only another squad may join.
  const onlySquads = registered.size > 0;
  if (onlySquads && squads.length === 0) return null;
  // A new form for every change of the squads offered (one just registered leaves the list).
  const squadForm = (
    <RegisterSquadForm
      key={squads.map((squad) => squad._id).join()}
      event={event}
      squads={squads}
    />
  );
  if (onlySquads) {
    return (
      <Card className="flex flex-col gap-5 p-6">
        <h2 className="text-lg font-semibold tracking-tight">Register another squad</h2>
        {squadForm}
      </Card>
    );
  }

  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold tracking-tight">Register</h2>
        <p className="text-sm text-muted-foreground">
          Each round the organiser runs proposes teams from everyone registered: a mix of the roles
          the event needs and of levels, within {event.time_zone_window_hours} hours of each
          other&apos;s time zones.
        </p>
      </div>
      {squads.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-foreground/90">Register as</legend>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['alone', 'Just me'],
                ['squad', 'A squad I own'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border px-3.5 text-sm font-medium',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  as === value
                    ? 'border-primary/40 bg-primary-soft text-primary-soft-foreground'
                    : 'border-border bg-card hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-as`}
                  value={value}
                  checked={as === value}
                  onChange={() => setAs(value)}
                  className="accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {as === 'squad' && squads.length > 0 ? squadForm : <RegisterAloneForm event={event} />}
    </Card>
  );
}

function RegisterAloneForm({ event }: { event: EventDetails }) {
  const id = useId();
  const [offset] = useState(browserUtcOffset);
  const form = useSchemaForm(registrationStateSchema, { defaultValues: emptyRegistration(offset) });
  const [register] = useMutation(RegisterForEventMutation, { context: { skipErrorToast: true } });
  const busy = isSending(form.formState);
  const { errors } = form.formState;
  const roles = bindValue(form, 'roles');
  const { control, field } = fieldBindings(form, id, busy);

  const send = form.handleSubmit(async (input) => {
    try {
      // Its answer is the event with the viewer's registration: the page turns to it.
      await register({ variables: { eventId: event._id, input } });
      toast.success('You are registered');
    } catch (error) {
      const onFields = serverFieldErrors(error, REGISTRATION_FIELDS);
      for (const [name, message] of onFields) form.setError(name, { type: 'server', message });
      if (onFields.length === 0)
        showServerError(form, errorMessage(error, 'Could not register. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void send(e)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <TagInput
          label="Roles you can take"
          description="At least one. Each team needs someone for each of the event's roles."
          {...roles}
          placeholder="Add a role and press Enter"
          suggestions={event.roles}
          maxItems={EVENT_LIMITS.registrantRolesMax}
          itemMax={EVENT_LIMITS.roleMax}
          showCount
        />
        <FieldMessage message={errors.roles?.message} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Level" {...field('level')}>
          <Select {...control('level')} aria-required="true">
            <LevelOptions />
          </Select>
        </FormField>
        <FormField
          label="Time zone"
          {...field('utc_offset_minutes')}
          hint="From your browser; change it if you will take part from elsewhere."
        >
          <Select {...control('utc_offset_minutes', true)}>
            <UtcOffsetOptions current={offset} />
          </Select>
        </FormField>
        <FormField label="Hours a week" optional {...field('hours_per_week')}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={POST_LIMITS.hoursPerWeekMax}
            {...control('hours_per_week')}
          />
        </FormField>
      </div>
      <SubmitRow
        failure={errors.root?.server?.message}
        busy={busy}
        label="Register"
        busyLabel="Registering..."
      />
    </form>
  );
}
