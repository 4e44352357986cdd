import { useId } from 'react';
import { SKILL_PROFICIENCY, SKILL_PROFICIENCY_LABELS, skillSchema } from '@squadup/shared';
import type { UserSkillFieldsFragment } from '@/gql/graphql';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useSectionSave } from '../../api/section-api';
import { skillsApi } from '../../api/skills';
import { defined } from '../../lib/sections';
import { CheckboxField, selectClasses, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useProfileForm, type SectionFormProps } from './use-profile-form';

export type Skill = UserSkillFieldsFragment;

/** Add / Edit Skill: proficiency shown capitalised, stored lowercase. */
export function SkillFormDialog({ userId, item, ...callbacks }: SectionFormProps<Skill>) {
  const selectId = useId();
  const send = useSectionSave(userId, skillsApi);
  const { form, set, bind, dialog } = useProfileForm(
    () => ({
      skill_name: item?.skill_name ?? '',
      proficiency_level: item?.proficiency_level ?? '',
      years_experience: item?.years_experience == null ? '' : String(item.years_experience),
      is_top: item?.is_top ?? false,
    }),
    skillSchema,
    (values) => send(item, defined(values)),
    callbacks,
  );

  return (
    <FormDialog title={item ? 'Edit Skill' : 'Add Skill'} {...dialog}>
      <TextField
        label="Skill Name"
        required
        {...bind('skill_name')}
        placeholder="e.g. TypeScript"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Proficiency" htmlFor={selectId}>
          <select
            id={selectId}
            required
            value={form.proficiency_level}
            onChange={(event) => set({ proficiency_level: event.target.value })}
            className={cn(selectClasses, form.proficiency_level === '' && 'text-muted-foreground')}
          >
            <option value="" disabled>
              Select a level
            </option>
            {SKILL_PROFICIENCY.map((level) => (
              <option key={level} value={level}>
                {SKILL_PROFICIENCY_LABELS[level]}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          label="Years of Experience"
          type="number"
          min={0}
          step="0.5"
          inputMode="decimal"
          optional
          {...bind('years_experience')}
        />
      </div>
      <CheckboxField
        label="Top skill"
        checked={form.is_top}
        onChange={(is_top) => set({ is_top })}
      />
    </FormDialog>
  );
}
