import type { SquadMemberFieldsFragment } from '@/gql/graphql';
import { displayName, type NamedMember } from '@squadup/shared';
import { shortDate } from '@/lib/relative-time';

export type SquadMember = SquadMemberFieldsFragment;

/** A member's full name ('A member' when the account has none). */
export const memberName = (member: NamedMember): string => displayName(member);

/** 'Owner', the role they hold, or 'Member' on a post that names no roles. */
export function roleLabel(member: { is_owner: boolean; role?: string | null }): string {
  if (member.is_owner) return 'Owner';
  return member.role || 'Member';
}

/** 'Joined Nov 26, 2026'. */
export function joinedText(iso: string): string {
  const date = shortDate(iso);
  return date ? `Joined ${date}` : 'Joined';
}
