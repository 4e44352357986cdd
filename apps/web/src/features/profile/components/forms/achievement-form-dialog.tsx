import { achievementSchema } from '@squadup/shared';
import type { AchievementFieldsFragment } from '@/gql/graphql';
import { achievementsApi } from '../../api/achievements';
import { useSectionSave } from '../../api/section-api';
import { defined } from '../../lib/sections';
import { DescriptionField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useProfileForm, type SectionFormProps } from './use-profile-form';

export type Achievement = AchievementFieldsFragment;

/** Add / Edit Achievement. */
export function AchievementFormDialog({
  userId,
  item,
  ...callbacks
}: SectionFormProps<Achievement>) {
  const send = useSectionSave(userId, achievementsApi);
  const { bind, dialog } = useProfileForm(
    () => ({ title: item?.title ?? '', description: item?.description ?? '' }),
    achievementSchema,
    (values) => send(item, defined(values)),
    callbacks,
  );

  return (
    <FormDialog title={item ? 'Edit Achievement' : 'Add Achievement'} {...dialog}>
      <TextField label="Title" required {...bind('title')} />
      <DescriptionField {...bind('description')} />
    </FormDialog>
  );
}
