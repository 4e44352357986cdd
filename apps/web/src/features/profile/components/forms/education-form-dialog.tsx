import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { educationSchema, SECTION_LIMITS } from '@squadup/shared';
import type { EducationByUserQuery } from '@/gql/graphql';
import { CreateEducationMutation, UpdateEducationMutation } from '../../api/education';
import { toDateInput } from '../../lib/format';
import { defined, refetchQuietly } from '../../lib/sections';
import { DateFields } from './date-fields';
import { TextAreaField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useSaveForm } from './use-save-form';

export type Education = EducationByUserQuery['getEducationByUser'][number];

interface EducationFormDialogProps {
  userId: string;
  /** null adds a new entry. */
  item: Education | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** Add / Edit Education: add mode without an _id, edit mode otherwise. */
export function EducationFormDialog({ userId, item, onClose, onSaved }: EducationFormDialogProps) {
  const [form, setForm] = useState(() => ({
    institution_name: item?.institution_name ?? '',
    degree: item?.degree ?? '',
    field_of_study: item?.field_of_study ?? '',
    location_id: item?.location_id ?? '',
    start_date: toDateInput(item?.start_date),
    end_date: toDateInput(item?.end_date),
    is_current: item?.is_current ?? false,
    grade: item?.grade ?? '',
    description: item?.description ?? '',
  }));
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const { saving, error, save } = useSaveForm();
  const [create] = useMutation(CreateEducationMutation);
  const [update] = useMutation(UpdateEducationMutation);

  const submit = async () => {
    const saved = await save(educationSchema, form, (values) => {
      const input = defined(values);
      return item
        ? update({ variables: { educationId: item._id, input } })
        : create({ variables: { userId, input } });
    });
    if (!saved) return;
    onClose();
    refetchQuietly(onSaved);
  };

  return (
    <FormDialog
      open
      title={item ? 'Edit Education' : 'Add Education'}
      saving={saving}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label="Institution Name"
        required
        value={form.institution_name}
        onChange={(institution_name) => set({ institution_name })}
        placeholder="e.g. University of Lisbon"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Degree"
          required
          value={form.degree}
          onChange={(degree) => set({ degree })}
          placeholder="e.g. BSc"
        />
        <TextField
          label="Field of Study"
          required
          value={form.field_of_study}
          onChange={(field_of_study) => set({ field_of_study })}
          placeholder="e.g. Computer Science"
        />
      </div>
      <TextField
        label="Location"
        optional
        value={form.location_id}
        onChange={(location_id) => set({ location_id })}
      />
      <DateFields
        start={form.start_date}
        end={form.end_date}
        isCurrent={form.is_current}
        startRequired
        currentLabel="I currently study here"
        onChange={set}
      />
      <TextField
        label="Grade"
        optional
        value={form.grade}
        onChange={(grade) => set({ grade })}
        placeholder="e.g. 3.8 GPA"
      />
      <TextAreaField
        label="Description"
        optional
        value={form.description}
        onChange={(description) => set({ description })}
        counterMax={SECTION_LIMITS.descriptionMax}
      />
    </FormDialog>
  );
}
