import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, LogOut, UsersRound } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeader } from '@/components/ui/page-header';
import { useFragment as unmaskFragment } from '@/gql';
import { isNotFound } from '@/lib/error-message';
import { useAuthStore } from '@/stores/auth-storage';
import { SquadMemberFieldsFragment } from '../api/squad-operations';
import { useLeaveSquad } from '../hooks/use-leave-squad';
import { useRemoveMember } from '../hooks/use-remove-member';
import { useSquad } from '../hooks/use-squad';
import { memberName, type SquadMember } from '../lib/squad-format';
import { RemoveMemberDialog } from './remove-member-dialog';
import { SquadMembers } from './squad-members';
import { SquadHeader, type Squad } from './squad-header';
import { SquadSections } from './squad-sections';
import { SquadWorkspace } from './workspace/squad-workspace';

/** What the app needs to put the squad's chat on the page (the chat feature draws it). */
export interface SquadChatInfo {
  chatId: string;
  postId: string;
  title: string;
  members: readonly SquadMember[];
}

interface SquadPageProps {
  /** The app's not-found page: a squad the viewer is not in looks like one that does not exist. */
  notFound: ReactNode;
  /** The squad chat, composed in by the app (a feature never imports another). */
  renderChat: (chat: SquadChatInfo) => ReactNode;
}

/**
 * The squad page (/squads/:postId), for its owner and members only: the post's summary and seats,
 * the team's workspace (announcement, meeting, tasks, links, files, history), the members (Message
 * or Connect, Remove for the owner, Leave for a member) and the squad chat: beside them on wide
 * screens, a tab away on narrow ones.
 */
export function SquadPage({ notFound, renderChat }: SquadPageProps) {
  const { postId = '' } = useParams();
  const { squad, loading, error, refetch, leavingRef } = useSquad(postId);

  if (!postId || (error && isNotFound(error))) return notFound;
  if (!squad) {
    if (!error) return <LoadingText className="min-h-[40vh]" />;
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <PageHeader title="Squad" />
        <LoadError retrying={loading} onRetry={() => void refetch().catch(() => undefined)}>
          Error loading the squad.
        </LoadError>
      </div>
    );
  }
  return <SquadView squad={squad} leavingRef={leavingRef} renderChat={renderChat} />;
}

function BackLink() {
  return (
    <Link
      to="/squads"
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      My Squads
    </Link>
  );
}

interface SquadViewProps {
  squad: Squad;
  leavingRef: ReturnType<typeof useSquad>['leavingRef'];
  renderChat: SquadPageProps['renderChat'];
}

function SquadView({ squad, leavingRef, renderChat }: SquadViewProps) {
  const viewerId = useAuthStore((state) => state.user?._id);
  const members = unmaskFragment(SquadMemberFieldsFragment, squad.members);
  const [askLeave, setAskLeave] = useState(false);
  const [removing, setRemoving] = useState<SquadMember | null>(null);
  const { leaveSquad, leavingSquad } = useLeaveSquad(squad._id, leavingRef);
  const { removeMember, removing: removeBusy } = useRemoveMember(squad._id);

  const actions = squad.is_owner ? (
    <ButtonLink to={`/myposts/${squad._id}`} variant="outline" size="sm">
      <UsersRound aria-hidden="true" />
      View Applicants
    </ButtonLink>
  ) : (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      onClick={() => setAskLeave(true)}
    >
      <LogOut aria-hidden="true" />
      Leave squad
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <SquadSections
        header={<SquadHeader squad={squad} actions={actions} />}
        workspace={
          <SquadWorkspace
            postId={squad._id}
            workspace={squad.workspace}
            members={members}
            viewerId={viewerId}
            isOwner={squad.is_owner}
          />
        }
        chat={renderChat({
          chatId: squad.chat_id,
          postId: squad._id,
          title: squad.post.title,
          members,
        })}
        members={
          <SquadMembers
            members={members}
            viewerId={viewerId}
            isOwner={squad.is_owner}
            onRemove={setRemoving}
          />
        }
      />
      <ConfirmDialog
        open={askLeave}
        title="Leave this squad?"
        description="Your seat opens again and you leave the squad chat. You may apply to the post again later."
        confirmLabel="Leave squad"
        busyLabel="Leaving..."
        busy={leavingSquad}
        tone="destructive"
        onCancel={() => setAskLeave(false)}
        onConfirm={() => {
          void leaveSquad().then((left) => {
            if (!left) setAskLeave(false);
          });
        }}
      />
      <RemoveMemberDialog
        member={removing}
        removing={removeBusy}
        onRemove={(member, reason) => removeMember(member.user_id, memberName(member), reason)}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
