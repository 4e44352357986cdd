import { projectSchema, TEXT_LIMITS } from '@squadup/shared';
import type { ProjectFieldsFragment } from '@/gql/graphql';
import { TagInput } from '@/components/ui/tag-input';
import { projectsApi } from '../../api/projects';
import { useSectionSave } from '../../api/section-api';
import { toDateInput } from '../../lib/format';
import { defined } from '../../lib/sections';
import { DateFields } from './date-fields';
import { TextAreaField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useProfileForm, type SectionFormProps } from './use-profile-form';

export type Project = ProjectFieldsFragment;

/** Add / Edit Project (a profile project, not a post). */
export function ProjectFormDialog({ userId, item, ...callbacks }: SectionFormProps<Project>) {
  const send = useSectionSave(userId, projectsApi);
  const { form, set, bind, dialog } = useProfileForm(
    () => ({
      title: item?.title ?? '',
      description: item?.description ?? '',
      technologies: item?.technologies ?? [],
      project_url: item?.project_url ?? '',
      github_url: item?.github_url ?? '',
      start_date: toDateInput(item?.start_date),
      end_date: toDateInput(item?.end_date),
      is_current: item?.is_current ?? false,
    }),
    projectSchema,
    (values) => send(item, defined(values)),
    callbacks,
  );

  return (
    <FormDialog title={item ? 'Edit Project' : 'Add Project'} {...dialog}>
      <TextField label="Title" required {...bind('title')} />
      <TextAreaField label="Description" optional {...bind('description')} />
      <TagInput
        label="Technologies"
        {...bind('technologies')}
        placeholder="Type and press Enter"
        maxItems={TEXT_LIMITS.tagsMax}
        itemMax={TEXT_LIMITS.shortMax}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Project URL"
          type="url"
          optional
          {...bind('project_url')}
          placeholder="https://..."
        />
        <TextField
          label="GitHub URL"
          type="url"
          optional
          {...bind('github_url')}
          placeholder="https://github.com/..."
        />
      </div>
      <DateFields
        start={form.start_date}
        end={form.end_date}
        isCurrent={form.is_current}
        currentLabel="I am currently working on this"
        onChange={set}
      />
    </FormDialog>
  );
}
