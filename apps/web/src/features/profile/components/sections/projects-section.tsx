import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ExternalLink, FolderGit2, Github } from 'lucide-react';
import { TechChips } from '@/components/ui/tech-chips';
import {
  DeleteProjectMutation,
  ProjectsByUserQuery,
  UpdateProjectMutation,
} from '../../api/projects';
import { dateRange } from '../../lib/format';
import { byOrder } from '../../lib/sections';
import { ProjectFormDialog, type Project } from '../forms/project-form-dialog';
import { ItemDescription, ItemFacts, ItemTitle } from './item-parts';
import { SectionPanel } from './section-panel';
import type { SectionProps } from './section-props';

const linkClasses =
  'inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none rounded';

function ProjectItem({ item }: { item: Project }) {
  return (
    <>
      <ItemTitle>{item.title}</ItemTitle>
      <ItemFacts facts={[dateRange(item.start_date, item.end_date, item.is_current)]} />
      <ItemDescription>{item.description}</ItemDescription>
      <TechChips items={item.technologies ?? []} label="Technologies" className="mt-3" />
      {item.project_url || item.github_url ? (
        <div className="mt-3 flex flex-wrap gap-4">
          {item.project_url ? (
            <a
              href={item.project_url}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClasses}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Live project
            </a>
          ) : null}
          {item.github_url ? (
            <a
              href={item.github_url}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClasses}
            >
              <Github className="size-4" aria-hidden="true" />
              Source code
            </a>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

export function ProjectsSection({ userId, isOwner }: SectionProps) {
  const { data, loading, error, refetch } = useQuery(ProjectsByUserQuery, {
    variables: { userId },
  });
  const items = useMemo(() => data && byOrder(data.getProjectsByUser), [data]);
  const [update] = useMutation(UpdateProjectMutation);
  const [remove] = useMutation(DeleteProjectMutation);
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  return (
    <>
      <SectionPanel
        type="project"
        title="Projects"
        isOwner={isOwner}
        items={items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        renderItem={(item) => <ProjectItem item={item} />}
        describe={(item) => ({ id: item._id, label: item.title })}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        deleteItem={(projectId) => remove({ variables: { projectId } })}
        saveOrder={(projectId, order) => update({ variables: { projectId, input: { order } } })}
        refetch={refetch}
        empty={{
          icon: <FolderGit2 aria-hidden="true" />,
          owner: 'Add a project to show what you have built.',
          viewer: 'No projects yet.',
        }}
      />
      {editing ? (
        <ProjectFormDialog
          userId={userId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refetch}
        />
      ) : null}
    </>
  );
}
