import { educationSchema } from '@squadup/shared';
import type { EducationFieldsFragment } from '@/gql/graphql';
import { educationApi } from '../../api/education';
import { useSectionSave } from '../../api/section-api';
import { toDateInput } from '../../lib/format';
import { defined } from '../../lib/sections';
import { DateFields } from './date-fields';
import { DescriptionField, LocationField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useProfileForm, type SectionFormProps } from './use-profile-form';

export type Education = EducationFieldsFragment;

/** Add / Edit Education: add mode without an _id, edit mode otherwise. */
export function EducationFormDialog({ userId, item, ...callbacks }: SectionFormProps<Education>) {
  const send = useSectionSave(userId, educationApi);
  const { form, set, bind, dialog } = useProfileForm(
    () => ({
      institution_name: item?.institution_name ?? '',
      degree: item?.degree ?? '',
      field_of_study: item?.field_of_study ?? '',
      location_id: item?.location_id ?? '',
      start_date: toDateInput(item?.start_date),
      end_date: toDateInput(item?.end_date),
      is_current: item?.is_current ?? false,
      grade: item?.grade ?? '',
      description: item?.description ?? '',
    }),
    educationSchema,
    (values) => send(item, defined(values)),
    callbacks,
  );

  return (
    <FormDialog title={item ? 'Edit Education' : 'Add Education'} {...dialog}>
      <TextField
        label="Institution Name"
        required
        {...bind('institution_name')}
        placeholder="e.g. University of Lisbon"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Degree" required {...bind('degree')} placeholder="e.g. BSc" />
        <TextField
          label="Field of Study"
          required
          {...bind('field_of_study')}
          placeholder="e.g. Computer Science"
        />
      </div>
      <LocationField {...bind('location_id')} />
      <DateFields
        start={form.start_date}
        end={form.end_date}
        isCurrent={form.is_current}
        startRequired
        currentLabel="I currently study here"
        onChange={set}
      />
      <TextField label="Grade" optional {...bind('grade')} placeholder="e.g. 3.8 GPA" />
      <DescriptionField {...bind('description')} />
    </FormDialog>
  );
}
