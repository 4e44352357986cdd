import { ExternalLink, FolderGit2, Github, type LucideIcon } from 'lucide-react';
import { TechChips } from '@/components/ui/tech-chips';
import { projectsApi } from '../../api/projects';
import { dateRange } from '../../lib/format';
import { ProjectFormDialog, type Project } from '../forms/project-form-dialog';
import { ItemDescription, ItemFacts, ItemTitle } from './item-parts';
import { ProfileSection } from './profile-section';
import type { SectionProps } from './section-props';

const linkClasses =
  'inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none rounded';

/** An outside link of a project, opened in a new tab. */
function ItemLink({
  href,
  icon: Icon,
  children,
}: {
  href: string;
  icon: LucideIcon;
  children: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}

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
            <ItemLink href={item.project_url} icon={ExternalLink}>
              Live project
            </ItemLink>
          ) : null}
          {item.github_url ? (
            <ItemLink href={item.github_url} icon={Github}>
              Source code
            </ItemLink>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

export function ProjectsSection(props: SectionProps) {
  return (
    <ProfileSection
      {...props}
      api={projectsApi}
      form={ProjectFormDialog}
      type="project"
      title="Projects"
      renderItem={(item) => <ProjectItem item={item} />}
      describe={(item) => ({ id: item._id, label: item.title })}
      empty={{
        icon: <FolderGit2 aria-hidden="true" />,
        owner: 'Add a project to show what you have built.',
        viewer: 'No projects yet.',
      }}
    />
  );
}
