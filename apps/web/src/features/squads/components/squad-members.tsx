import { Card } from '@/components/ui/card';
import type { SquadMember } from '../lib/squad-format';
import { SquadMemberRow } from './squad-member-row';

interface SquadMembersProps {
  members: readonly SquadMember[];
  viewerId: string | undefined;
  isOwner: boolean;
  onRemove: (member: SquadMember) => void;
}

/** The squad's members, owner first, then in the order they joined. */
export function SquadMembers({ members, viewerId, isOwner, onRemove }: SquadMembersProps) {
  return (
    <Card className="overflow-hidden">
      <h2 className="flex items-baseline gap-2 border-b border-border px-4 py-3.5 text-base font-semibold tracking-tight sm:px-5">
        Members
        <span className="text-sm font-normal text-muted-foreground">{members.length}</span>
      </h2>
      <ul aria-label="Members" className="divide-y divide-border">
        {members.map((member) => (
          <SquadMemberRow
            key={member.user_id}
            member={member}
            isViewer={member.user_id === viewerId}
            canRemove={isOwner && !member.is_owner}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </Card>
  );
}
