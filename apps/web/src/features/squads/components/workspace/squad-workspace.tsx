import { useFragment as unmaskFragment, type FragmentType } from '@/gql';
import { SquadWorkspaceFieldsFragment } from '../../api/workspace-operations';
import { useWorkspaceChanges } from '../../hooks/use-workspace-changes';
import type { SquadMember } from '../../lib/squad-format';
import { NextMeeting } from './next-meeting';
import { PinnedAnnouncement } from './pinned-announcement';
import { SquadFiles } from './squad-files';
import { SquadHistory } from './squad-history';
import { SquadLinks } from './squad-links';
import { SquadTasks } from './squad-tasks';

interface SquadWorkspaceProps {
  postId: string;
  workspace: FragmentType<typeof SquadWorkspaceFieldsFragment>;
  members: readonly SquadMember[];
  viewerId: string | undefined;
  isOwner: boolean;
}

/**
 * What the squad keeps beside its chat (docs/decisions/0054): the pinned announcement, the next
 * meeting, the tasks, the links, the files and the history of changes. The announcement, links
 * and meeting are for editors (`can_edit`); tasks and files are every member's.
 */
export function SquadWorkspace({
  postId,
  workspace: workspaceRef,
  members,
  viewerId,
  isOwner,
}: SquadWorkspaceProps) {
  const workspace = unmaskFragment(SquadWorkspaceFieldsFragment, workspaceRef);
  const changes = useWorkspaceChanges(postId);
  const canEdit = workspace.can_edit;
  return (
    <div data-testid="squad-workspace" className="flex flex-col gap-4 sm:gap-5">
      <PinnedAnnouncement
        pinned={workspace.pinned}
        canEdit={canEdit}
        isOwner={isOwner}
        membersCanEdit={workspace.members_can_edit}
        onSave={changes.setPin}
        onMembersCanEdit={changes.setMembersCanEdit}
      />
      <NextMeeting
        at={workspace.meeting_at}
        note={workspace.meeting_note}
        canEdit={canEdit}
        onSave={changes.setMeeting}
      />
      <SquadTasks
        tasks={workspace.tasks}
        members={members}
        viewerId={viewerId}
        isOwner={isOwner}
        changes={changes}
      />
      <SquadLinks
        links={workspace.links}
        canEdit={canEdit}
        onAdd={changes.addLink}
        onRemove={changes.removeLink}
      />
      <SquadFiles
        files={workspace.files}
        viewerId={viewerId}
        isOwner={isOwner}
        onAdd={changes.addFile}
        onRemove={changes.removeFile}
      />
      <SquadHistory history={workspace.history} />
    </div>
  );
}
