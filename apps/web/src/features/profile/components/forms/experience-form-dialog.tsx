import { useId } from 'react';
import { experienceSchema } from '@squadup/shared';
import type { ExperienceFieldsFragment } from '@/gql/graphql';
import { experienceApi } from '../../api/experience';
import { useSectionSave } from '../../api/section-api';
import { toDateInput } from '../../lib/format';
import { defined } from '../../lib/sections';
import { DateFields } from './date-fields';
import { DescriptionField, LocationField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useProfileForm, type SectionFormProps } from './use-profile-form';

export type Experience = ExperienceFieldsFragment;

/** Examples only: employment type stays free text. */
const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract', 'Freelance'];

/** Add / Edit Experience. */
export function ExperienceFormDialog({ userId, item, ...callbacks }: SectionFormProps<Experience>) {
  const suggestionsId = useId();
  const send = useSectionSave(userId, experienceApi);
  const { form, set, bind, dialog } = useProfileForm(
    () => ({
      company_name: item?.company_name ?? '',
      position: item?.position ?? '',
      employment_type: item?.employment_type ?? '',
      location_id: item?.location_id ?? '',
      start_date: toDateInput(item?.start_date),
      end_date: toDateInput(item?.end_date),
      is_current: item?.is_current ?? false,
      description: item?.description ?? '',
    }),
    experienceSchema,
    (values) => send(item, defined(values)),
    callbacks,
  );

  return (
    <FormDialog title={item ? 'Edit Experience' : 'Add Experience'} {...dialog}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Company Name" required {...bind('company_name')} />
        <TextField label="Position" required {...bind('position')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Employment Type"
          optional
          list={suggestionsId}
          {...bind('employment_type')}
          placeholder="e.g. Full-time"
        />
        <LocationField {...bind('location_id')} />
      </div>
      <datalist id={suggestionsId}>
        {EMPLOYMENT_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <DateFields
        start={form.start_date}
        end={form.end_date}
        isCurrent={form.is_current}
        startRequired
        currentLabel="I currently work here"
        onChange={set}
      />
      <DescriptionField {...bind('description')} />
    </FormDialog>
  );
}
