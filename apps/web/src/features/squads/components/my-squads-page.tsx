import { Compass, UsersRound } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeader } from '@/components/ui/page-header';
import { useMySquads } from '../hooks/use-my-squads';
import { SquadCard } from './squad-card';

export const NO_SQUADS_TEXT =
  'You are not in a squad yet. Apply to a project, or accept applicants to your post.';

/** My Squads (/squads): the squads the viewer owns or belongs to, with their chats' unread counts. */
export function MySquadsPage() {
  const { squads, loading, error, refetch } = useMySquads();

  let body;
  if (error && !squads) {
    body = (
      <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
        Error loading your squads.
      </LoadError>
    );
  } else if (!squads) {
    body = <LoadingText />;
  } else if (squads.length === 0) {
    body = (
      <EmptyState
        icon={<UsersRound />}
        title="No squads yet"
        description={NO_SQUADS_TEXT}
        action={
          <ButtonLink to="/projects" variant="outline">
            <Compass aria-hidden="true" />
            Discover Projects
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <ul aria-label="Squads" className="flex flex-col gap-4">
        {squads.map((squad) => (
          <li key={squad._id}>
            <SquadCard squad={squad} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="My Squads" description="The teams you lead or belong to." />
      {body}
    </div>
  );
}
