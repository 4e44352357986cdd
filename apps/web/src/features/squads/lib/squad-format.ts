import type { SquadMemberFieldsFragment } from '@/gql/graphql';
import { shortDate } from '@/lib/relative-time';

export type SquadMember = SquadMemberFieldsFragment;

interface Named {
  first_name?: string | null;
  last_name?: string | null;
}

/** A member's full name ('A member' when the account has none). */
export function memberName(member: Named): string {
  return [member.first_name, member.last_name].filter(Boolean).join(' ').trim() || 'A member';
}

/** 'Owner', the role they hold, or 'Member' on a post that names no roles. */
export function roleLabel(member: { is_owner: boolean; role?: string | null }): string {
  if (member.is_owner) return 'Owner';
  return member.role || 'Member';
}

/** '3 of 5 spots filled' (the landing page's wording). */
export function spotsText(filled: number, total: number): string {
  return `${filled} of ${total} ${total === 1 ? 'spot' : 'spots'} filled`;
}

interface Seat {
  role?: string | null;
  total: number;
  filled: number;
}

/** 'Designer · 1 open seat', 'Frontend · Filled'; 'Open seats · 2' for a post without roles. */
export function seatText(seat: Seat): string {
  const open = Math.max(0, seat.total - seat.filled);
  const what = open === 0 ? 'Filled' : `${open} open ${open === 1 ? 'seat' : 'seats'}`;
  return `${seat.role || 'Any role'} · ${what}`;
}

/** 'Joined Nov 26, 2026'. */
export function joinedText(iso: string): string {
  const date = shortDate(iso);
  return date ? `Joined ${date}` : 'Joined';
}
