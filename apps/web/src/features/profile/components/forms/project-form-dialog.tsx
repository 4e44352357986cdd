import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { projectSchema, TEXT_LIMITS } from '@squadup/shared';
import type { ProjectsByUserQuery } from '@/gql/graphql';
import { TagInput } from '@/components/ui/tag-input';
import { CreateProjectMutation, UpdateProjectMutation } from '../../api/projects';
import { toDateInput } from '../../lib/format';
import { defined, refetchQuietly } from '../../lib/sections';
import { DateFields } from './date-fields';
import { TextAreaField, TextField } from './fields';
import { FormDialog } from './form-dialog';
import { useSaveForm } from './use-save-form';

export type Project = ProjectsByUserQuery['getProjectsByUser'][number];

interface ProjectFormDialogProps {
  userId: string;
  item: Project | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** Add / Edit Project (a profile project, not a post). */
export function ProjectFormDialog({ userId, item, onClose, onSaved }: ProjectFormDialogProps) {
  const [form, setForm] = useState(() => ({
    title: item?.title ?? '',
    description: item?.description ?? '',
    technologies: item?.technologies ?? [],
    project_url: item?.project_url ?? '',
    github_url: item?.github_url ?? '',
    start_date: toDateInput(item?.start_date),
    end_date: toDateInput(item?.end_date),
    is_current: item?.is_current ?? false,
  }));
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  const { saving, error, save } = useSaveForm();
  const [create] = useMutation(CreateProjectMutation);
  const [update] = useMutation(UpdateProjectMutation);

  const submit = async () => {
    const saved = await save(projectSchema, form, (values) => {
      const input = defined(values);
      return item
        ? update({ variables: { projectId: item._id, input } })
        : create({ variables: { userId, input } });
    });
    if (!saved) return;
    onClose();
    refetchQuietly(onSaved);
  };

  return (
    <FormDialog
      open
      title={item ? 'Edit Project' : 'Add Project'}
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
      />
      <TagInput
        label="Technologies"
        value={form.technologies}
        onChange={(technologies) => set({ technologies })}
        placeholder="Type and press Enter"
        maxItems={TEXT_LIMITS.tagsMax}
        itemMax={TEXT_LIMITS.shortMax}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Project URL"
          type="url"
          optional
          value={form.project_url}
          onChange={(project_url) => set({ project_url })}
          placeholder="https://..."
        />
        <TextField
          label="GitHub URL"
          type="url"
          optional
          value={form.github_url}
          onChange={(github_url) => set({ github_url })}
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
