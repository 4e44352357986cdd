import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { achievementSchema, SECTION_LIMITS } from '@squadup/shared';
import type { AchievementsByUserQuery } from '@/gql/graphql';
import { CreateAchievementMutation, UpdateAchievementMutation } from '../../api/achievements';
import { defined, refetchQuietly } from '../../lib/sections';
import { TextAreaField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useSaveForm } from './use-save-form';

export type Achievement = AchievementsByUserQuery['getAchievementsByUser'][number];

interface AchievementFormDialogProps {
  userId: string;
  item: Achievement | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** Add / Edit Achievement. */
export function AchievementFormDialog({
  userId,
  item,
  onClose,
  onSaved,
}: AchievementFormDialogProps) {
  const [form, setForm] = useState(() => ({
    title: item?.title ?? '',
    description: item?.description ?? '',
  }));
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const { saving, error, save } = useSaveForm();
  const [create] = useMutation(CreateAchievementMutation);
  const [update] = useMutation(UpdateAchievementMutation);

  const submit = async () => {
    const saved = await save(achievementSchema, form, (values) => {
      const input = defined(values);
      return item
        ? update({ variables: { achievementId: item._id, input } })
        : create({ variables: { userId, input } });
    });
    if (!saved) return;
    onClose();
    refetchQuietly(onSaved);
  };

  return (
    <FormDialog
      open
      title={item ? 'Edit Achievement' : 'Add Achievement'}
      saving={saving}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField label="Title" required value={form.title} onChange={(title) => set({ title })} />
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
