import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { experienceSchema, SECTION_LIMITS } from '@squadup/shared';
import type { ExperienceByUserQuery } from '@/gql/graphql';
import { CreateExperienceMutation, UpdateExperienceMutation } from '../../api/experience';
import { toDateInput } from '../../lib/format';
import { defined, refetchQuietly } from '../../lib/sections';
import { DateFields } from './date-fields';
import { TextAreaField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useSaveForm } from './use-save-form';

export type Experience = ExperienceByUserQuery['getExperienceByUser'][number];

/** Examples only: employment type stays free text (spec point 5). */
const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract', 'Freelance'];

interface ExperienceFormDialogProps {
  userId: string;
  item: Experience | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** Add / Edit Experience. */
export function ExperienceFormDialog({
  userId,
  item,
  onClose,
  onSaved,
}: ExperienceFormDialogProps) {
  const suggestionsId = useId();
  const [form, setForm] = useState(() => ({
    company_name: item?.company_name ?? '',
    position: item?.position ?? '',
    employment_type: item?.employment_type ?? '',
    location_id: item?.location_id ?? '',
    start_date: toDateInput(item?.start_date),
    end_date: toDateInput(item?.end_date),
    is_current: item?.is_current ?? false,
    description: item?.description ?? '',
  }));
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const { saving, error, save } = useSaveForm();
  const [create] = useMutation(CreateExperienceMutation);
  const [update] = useMutation(UpdateExperienceMutation);

  const submit = async () => {
    const saved = await save(experienceSchema, form, (values) => {
      const input = defined(values);
      return item
        ? update({ variables: { experienceId: item._id, input } })
        : create({ variables: { userId, input } });
    });
    if (!saved) return;
    onClose();
    refetchQuietly(onSaved);
  };

  return (
    <FormDialog
      open
      title={item ? 'Edit Experience' : 'Add Experience'}
      saving={saving}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company Name"
          required
          value={form.company_name}
          onChange={(company_name) => set({ company_name })}
        />
        <TextField
          label="Position"
          required
          value={form.position}
          onChange={(position) => set({ position })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Employment Type"
          optional
          list={suggestionsId}
          value={form.employment_type}
          onChange={(employment_type) => set({ employment_type })}
          placeholder="e.g. Full-time"
        />
        <TextField
          label="Location"
          optional
          value={form.location_id}
          onChange={(location_id) => set({ location_id })}
        />
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
