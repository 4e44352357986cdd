import { useId, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  POST_LIMITS,
  PRESET_SKILL_CHIPS,
  PROJECT_PHASES,
  PROJECT_TECH_SUGGESTIONS,
  PROJECT_TYPES,
  ROLE_SUGGESTIONS,
  WORK_MODE_LABELS,
  WORK_MODES,
  type PostFormValues,
} from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { TagInput } from '@/components/ui/tag-input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { sameTag } from '@/lib/tags';
import { bindValue, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import {
  formSpots,
  keepsPassedDeadline,
  postFormErrors,
  postFormStateSchema,
  validPostInput,
  type PostFormState,
} from '../../lib/post-form';
import { RoleFillField } from './role-fill-field';
import { SeatsField } from './seats-field';
import { WhenFields } from './when-fields';

interface PostFormProps {
  initial: PostFormState;
  submitLabel: string;
  busyLabel: string;
  cancelTo: string;
  /** Resolves when done; a thrown error's server message is shown above the buttons. */
  onSubmit: (values: PostFormValues) => Promise<void>;
}

/** Create or edit a post, with every POST_LIMITS limit and its counters. */
export function PostForm({ initial, submitLabel, busyLabel, cancelTo, onSubmit }: PostFormProps) {
  const form = useSchemaForm(postFormStateSchema, { defaultValues: initial });
  const id = useId();
  // Judged live, as the member types: the counters, the messages under the fields and
  // the submit button follow every keystroke; the resolver judges the same schema again on submit.
  const state = form.watch();
  const values = validPostInput(state);
  const errors = postFormErrors(state);
  const busy = isSending(form.formState);
  const failure = form.formState.errors.root?.server?.message;
  const roleSeats = bindValue(form, 'role_seats');
  const openSeats = bindValue(form, 'open_seats');
  const autoClose = bindValue(form, 'auto_close');
  const whenRoleFills = bindValue(form, 'when_role_fills');
  const inBothLists = state.desired_skills.filter((skill) =>
    state.tech_stack.some((tech) => sameTag(tech, skill)),
  );

  const send = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      showServerError(form, errorMessage(error, 'Failed to submit post'));
    }
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (values && !busy) void send(event);
      }}
      noValidate
      className="flex flex-col gap-6"
    >
      <Card className="flex flex-col gap-6 p-5 sm:p-7">
        <SectionTitle>The project</SectionTitle>
        <CountedField
          id={`${id}-title`}
          label="Title"
          length={state.title.trim().length}
          max={POST_LIMITS.titleMax}
          error={errors.title}
        >
          <Input
            id={`${id}-title`}
            {...form.register('title')}
            placeholder="e.g. Campus ride-sharing app"
            aria-invalid={Boolean(errors.title)}
            aria-describedby={`${id}-title-count`}
            required
          />
        </CountedField>
        <CountedField
          id={`${id}-description`}
          label="Description"
          length={state.description.trim().length}
          max={POST_LIMITS.descriptionMax}
          error={errors.description}
        >
          <Textarea
            id={`${id}-description`}
            {...form.register('description')}
            placeholder="What are you building, and what help do you need?"
            rows={5}
            aria-invalid={Boolean(errors.description)}
            aria-describedby={`${id}-description-count`}
          />
        </CountedField>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={`${id}-type`}
            label="Project type"
            {...bindValue(form, 'project_type')}
            options={PROJECT_TYPES.map((type) => ({ value: type, label: type }))}
          />
          <SelectField
            id={`${id}-phase`}
            label="Project phase"
            {...bindValue(form, 'project_phase')}
            options={PROJECT_PHASES.map((phase) => ({ value: phase, label: phase }))}
          />
        </div>
      </Card>

      <Card
        role="group"
        aria-labelledby={`${id}-when`}
        aria-describedby={`${id}-when-hint`}
        className="flex flex-col gap-6 p-5 sm:p-7"
      >
        <div className="flex flex-col gap-1">
          <SectionTitle id={`${id}-when`}>When</SectionTitle>
          <p id={`${id}-when-hint`} className="text-sm text-muted-foreground">
            All optional: the dates the project runs, the last day to apply and the time it takes.
          </p>
        </div>
        <WhenFields
          id={id}
          register={{
            starts_on: form.register('starts_on'),
            ends_on: form.register('ends_on'),
            apply_by: form.register('apply_by'),
            hours_per_week: form.register('hours_per_week'),
          }}
          startsOn={state.starts_on}
          keptDeadlinePassed={keepsPassedDeadline(state)}
          errors={errors}
        />
      </Card>

      <Card className="flex flex-col gap-6 p-5 sm:p-7">
        <SectionTitle>Who you need</SectionTitle>
        <TagInput
          label="Required skills"
          description="What a teammate should bring, e.g. UI design, Machine Learning."
          {...bindValue(form, 'desired_skills')}
          placeholder="Add a skill and press Enter"
          suggestions={PRESET_SKILL_CHIPS}
          maxItems={POST_LIMITS.requiredSkillsMax}
          itemMax={POST_LIMITS.skillMax}
          showCount
          hint={`Up to ${POST_LIMITS.requiredSkillsMax}, each at most ${POST_LIMITS.skillMax} characters.`}
        />
        <TagInput
          label="Desired roles"
          {...bindValue(form, 'desired_roles')}
          placeholder="Add a role and press Enter"
          suggestions={ROLE_SUGGESTIONS}
          maxItems={POST_LIMITS.desiredRolesMax}
          itemMax={POST_LIMITS.roleMax}
          showCount
          hint={`Up to ${POST_LIMITS.desiredRolesMax}, each at most ${POST_LIMITS.roleMax} characters.`}
        />
        <SeatsField
          roles={state.desired_roles}
          roleSeats={roleSeats.value}
          onRoleSeatsChange={roleSeats.onChange}
          openSeats={openSeats.value}
          onOpenSeatsChange={openSeats.onChange}
          autoClose={autoClose.value}
          onAutoCloseChange={autoClose.onChange}
          total={formSpots(state)}
          error={errors.role_seats ?? errors.open_seats}
        />
        <RoleFillField
          hasRoles={state.desired_roles.length > 0}
          value={whenRoleFills.value}
          onChange={whenRoleFills.onChange}
        />
        <TagInput
          label="Tech stack"
          description="What the project is built with, e.g. React, PostgreSQL."
          {...bindValue(form, 'tech_stack')}
          placeholder="Add a technology and press Enter"
          suggestions={PROJECT_TECH_SUGGESTIONS}
          maxItems={POST_LIMITS.techStackMax}
          itemMax={POST_LIMITS.techMax}
          showCount
          hint={`Up to ${POST_LIMITS.techStackMax}, each at most ${POST_LIMITS.techMax} characters.`}
        />
        <InBothNote tags={inBothLists} />
      </Card>

      <Card className="flex flex-col gap-6 p-5 sm:p-7">
        <SectionTitle>How you work</SectionTitle>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={`${id}-mode`}
            label="Work mode"
            {...bindValue(form, 'work_mode')}
            options={WORK_MODES.map((mode) => ({ value: mode, label: WORK_MODE_LABELS[mode] }))}
          />
          <SelectField
            id={`${id}-level`}
            label="Experience level"
            {...bindValue(form, 'experience_level')}
            options={EXPERIENCE_LEVELS.map((level) => ({
              value: level,
              label: EXPERIENCE_LEVEL_LABELS[level],
            }))}
          />
        </div>
        <CountedField
          id={`${id}-location`}
          label="Location"
          length={state.location_id.trim().length}
          max={POST_LIMITS.locationMax}
          error={errors.location_id}
        >
          <Input
            id={`${id}-location`}
            {...form.register('location_id')}
            placeholder="e.g. Berlin, or Anywhere"
            aria-invalid={Boolean(errors.location_id)}
            aria-describedby={`${id}-location-count`}
          />
        </CountedField>
      </Card>

      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to={cancelTo} variant="outline" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={!values || busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * A quiet word when a tag sits in both Required skills and Tech stack: allowed, but the two lists
 * answer different questions. Always in the page, so a screen reader hears it appear.
 */
function InBothNote({ tags }: { tags: readonly string[] }) {
  return (
    // Empty, it takes no room: the margin cancels the card's gap.
    <div aria-live="polite" className={tags.length > 0 ? '-mt-3' : '-mt-6'}>
      {tags.length > 0 ? (
        <p
          className="flex items-start gap-1.5 text-xs text-muted-foreground"
          data-testid="in-both-note"
        >
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            {tags.join(', ')} {tags.length === 1 ? 'is' : 'are'} in both Required skills and Tech
            stack. Keep {tags.length === 1 ? 'it' : 'them'} in one list unless you mean both.
          </span>
        </p>
      ) : null}
    </div>
  );
}

function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-base font-semibold tracking-tight">
      {children}
    </h2>
  );
}

interface CountedFieldProps {
  id: string;
  label: string;
  length: number;
  max: number;
  error?: string;
  children: ReactNode;
}

/** A labelled control with a "12/100" counter that turns red past the limit. */
function CountedField({ id, label, length, max, error, children }: CountedFieldProps) {
  const over = length > max;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-foreground/90">
          {label}
        </label>
        <span
          id={`${id}-count`}
          data-testid={`${label.toLowerCase()}-counter`}
          className={cn(
            'text-xs text-muted-foreground tabular-nums',
            over && 'font-semibold text-destructive',
          )}
        >
          {length}/{max}
        </span>
      </div>
      {children}
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

const selectClasses =
  'h-11 w-full rounded-xl border border-input bg-card px-3 text-[0.9375rem] text-foreground shadow-[0_1px_2px_rgb(0_0_0/0.04)] ' +
  'hover:border-foreground/25 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none';

function SelectField({ id, label, value, onChange, options }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-foreground/90">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(selectClasses, value === '' && 'text-muted-foreground')}
      >
        <option value="">Not specified</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
