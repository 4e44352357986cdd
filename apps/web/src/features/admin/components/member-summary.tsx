import { Badge } from '@/components/ui/badge';
import { MemberAvatar } from '@/components/ui/avatar';
import { type FragmentType, useFragment } from '@/gql';
import { AdminMemberFieldsFragment } from '../api/admin';
import { memberName, suspensionEnd } from '../lib/admin-texts';

interface MemberSummaryProps {
  member: FragmentType<typeof AdminMemberFieldsFragment>;
  /** A line under the name, e.g. "Owner" or "Reporter". */
  caption?: string;
}

/** A member as operators see them: face, name, e-mail, and whether they are suspended or an operator. */
export function MemberSummary({ member: ref, caption }: MemberSummaryProps) {
  const member = useFragment(AdminMemberFieldsFragment, ref);
  const name = memberName(member);
  return (
    <div className="flex items-start gap-3">
      <MemberAvatar member={member} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm font-semibold">{name}</span>
          {member.is_operator ? <Badge tone="primary">Operator</Badge> : null}
          {member.suspension ? (
            <Badge tone="danger">Suspended {suspensionEnd(member.suspension.until)}</Badge>
          ) : null}
        </div>
        <span className="truncate text-xs text-muted-foreground">
          {caption ? `${caption} · ` : null}
          {member.email}
        </span>
        {member.title ? (
          <span className="text-xs text-muted-foreground">{member.title}</span>
        ) : null}
        {member.suspension ? (
          <span className="text-xs text-muted-foreground">
            Suspension reason: {member.suspension.reason}
          </span>
        ) : null}
      </div>
    </div>
  );
}
