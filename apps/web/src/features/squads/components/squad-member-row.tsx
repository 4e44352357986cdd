import { Link } from 'react-router-dom';
import { UserMinus } from 'lucide-react';
import { ConnectionAction } from '@/components/connection/connection-action';
import { MessageMemberButton } from '@/components/connection/message-member-button';
import { toast } from '@/lib/toast';
import { MemberAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { joinedText, memberName, roleLabel, type SquadMember } from '../lib/squad-format';

interface SquadMemberRowProps {
  member: SquadMember;
  isViewer: boolean;
  /** The owner sees Remove on every other member. */
  canRemove: boolean;
  onRemove: (member: SquadMember) => void;
}

/** One member: who they are, the role they hold and since when; Message or Connect, and Remove. */
export function SquadMemberRow({ member, isViewer, canRemove, onRemove }: SquadMemberRowProps) {
  const name = memberName(member);
  return (
    <li
      data-testid="squad-member"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3.5 sm:flex-nowrap sm:px-5"
    >
      <MemberAvatar member={member} size="md" />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/profile/${member.user_id}`}
            className="truncate font-semibold hover:text-primary focus-visible:rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {name}
          </Link>
          {isViewer ? <span className="text-xs text-muted-foreground">(you)</span> : null}
          <Badge tone={member.is_owner ? 'primary' : 'neutral'}>{roleLabel(member)}</Badge>
        </div>
        <p className="truncate text-sm text-muted-foreground">{member.title || 'No title'}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={member.joined_at}>{joinedText(member.joined_at)}</time>
        </p>
      </div>
      {isViewer ? null : (
        // Under the name on a phone (indented past the photo), beside it from `sm` up.
        <div className="flex w-full shrink-0 items-center gap-1.5 pl-[3.25rem] sm:w-auto sm:pl-0">
          <ConnectionAction
            userId={member.user_id}
            status={member.is_connection}
            chatId={member.chat_id}
            name={name}
          />
          <MessageMemberButton
            userId={member.user_id}
            status={member.is_connection}
            size="sm"
            onRefused={(refusal) => {
              if (refusal) toast.error(refusal);
            }}
          />
          {canRemove ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${name}`}
              className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
              onClick={() => onRemove(member)}
            >
              <UserMinus aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
