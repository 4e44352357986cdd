import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ONBOARDING,
  PEOPLE_SKILL_SUGGESTIONS,
  PROFILE_LIMITS,
  SKILL_PROFICIENCY,
  SKILL_PROFICIENCY_LABELS,
  TEXT_LIMITS,
} from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TagInput } from '@/components/ui/tag-input';
import { errorMessage } from '@/lib/error-message';
import { bindValue, formMessage, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { useSaveWelcome } from '../../hooks/use-save-welcome';
import { welcomeFormSchema, type WelcomeFormInput } from '../../lib/welcome-form';
import { LookingForField } from '../forms/looking-for-field';
import { selectClasses, TextField } from '../forms/fields';

const DISCOVER = '/projects';

interface WelcomeFormProps {
  userId: string;
  defaultValues: WelcomeFormInput;
}

/** Title, location, a few skills and what the member is looking for; all optional. */
export function WelcomeForm({ userId, defaultValues }: WelcomeFormProps) {
  const navigate = useNavigate();
  const save = useSaveWelcome(userId);
  const form = useSchemaForm<typeof welcomeFormSchema, WelcomeFormInput>(welcomeFormSchema, {
    defaultValues,
  });
  const busy = isSending(form.formState);
  const message = formMessage(form.formState.errors);
  const errorId = useId();
  const levelId = useId();
  const invalid = (name: keyof WelcomeFormInput) =>
    form.formState.errors[name] ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const skills = bindValue(form, 'skills');
  const lookingFor = bindValue(form, 'looking_for');

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      void navigate(DISCOVER, { replace: true });
    } catch (failure) {
      console.error('Saving the welcome step failed', failure);
      showServerError(
        form,
        errorMessage(failure, 'Could not save your profile. Please try again.'),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <fieldset disabled={busy} className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Title"
            optional
            {...bindValue(form, 'title')}
            {...invalid('title')}
            counterMax={PROFILE_LIMITS.titleMax}
            placeholder="e.g. Product designer"
            autoComplete="organization-title"
          />
          <TextField
            label="Location"
            optional
            {...bindValue(form, 'location_id')}
            {...invalid('location_id')}
            placeholder="e.g. Berlin"
            autoComplete="address-level2"
          />
        </div>
        <TagInput
          label="Skills"
          inputLabel="Add a skill"
          value={skills.value}
          onChange={skills.onChange}
          suggestions={PEOPLE_SKILL_SUGGESTIONS}
          maxItems={ONBOARDING.skillsMax}
          itemMax={TEXT_LIMITS.shortMax}
          showCount
          placeholder="Type a skill and press Enter"
          hint="Your skills drive recommendations on Discover and help people find you."
        />
        {skills.value.length > 0 ? (
          <Field
            label="Your level in these skills"
            htmlFor={levelId}
            hint="You can set each skill's level on your profile later."
          >
            <select
              id={levelId}
              {...form.register('proficiency_level')}
              aria-describedby={`${levelId}-hint`}
              className={selectClasses}
            >
              {SKILL_PROFICIENCY.map((level) => (
                <option key={level} value={level}>
                  {SKILL_PROFICIENCY_LABELS[level]}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <LookingForField
          legend="What are you looking for?"
          hint="The kinds of projects you want to join."
          value={lookingFor.value}
          onChange={lookingFor.onChange}
        />
      </fieldset>
      {message ? <Alert id={errorId}>{message}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to={DISCOVER} replace variant="outline">
          Skip for now
        </ButtonLink>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save and continue'}
        </Button>
      </div>
    </form>
  );
}
