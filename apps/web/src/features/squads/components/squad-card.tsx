import { Link } from 'react-router-dom';
import { MessageSquare } from 'lucide-react';
import { SQUAD } from '@squadup/shared';
import { AvatarStack } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CountBadge } from '@/components/ui/count-badge';
import type { GetMySquadsQuery } from '@/gql/graphql';
import { useAuthStore } from '@/stores/auth-storage';
import { useSquadUnread } from '../hooks/use-squad-unread';
import { spotsFilledText } from '@squadup/shared';
import { roleLabel } from '../lib/squad-format';

export type MySquad = GetMySquadsQuery['getMySquads'][number];

/** One squad in My Squads: the post's title (to the squad page), the viewer's role, spots and faces. */
export function SquadCard({ squad }: { squad: MySquad }) {
  const viewerId = useAuthStore((state) => state.user?._id);
  const unread = useSquadUnread(squad);
  const me = squad.members.find((member) => member.user_id === viewerId);
  const role = squad.is_owner ? 'Owner' : me ? roleLabel(me) : 'Member';
  const closed = squad.post.status === 'closed';
  const count = squad.members.length;
  return (
    <Card
      data-testid="squad-card"
      className="relative flex flex-col gap-4 p-5 transition-[border-color,box-shadow] focus-within:ring-2 focus-within:ring-ring hover:border-primary/30 hover:shadow-lifted sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={squad.is_owner ? 'primary' : 'neutral'}>{role}</Badge>
          {closed ? <Badge>Recruitment closed</Badge> : null}
        </div>
        <h2 className="mt-2 text-lg leading-snug font-semibold tracking-tight break-words">
          {/* The whole card is the link's target (the ::after covers it); the title names it. */}
          <Link
            to={`/squads/${squad._id}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {squad.post.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {spotsFilledText(squad.spots_filled, squad.spots_total)}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <AvatarStack
          members={squad.members.slice(0, SQUAD.previewAvatars)}
          total={count}
          label={`Squad: ${count} ${count === 1 ? 'member' : 'members'}`}
        />
        <span
          className="inline-flex items-center gap-1.5 text-sm text-muted-foreground"
          title="Squad chat"
        >
          <MessageSquare className="size-4" aria-hidden="true" />
          {unread > 0 ? (
            <CountBadge count={unread} label="unread messages" className="ring-0" />
          ) : (
            <span className="sr-only">No unread messages</span>
          )}
        </span>
      </div>
    </Card>
  );
}
