import type { SquadMember } from '../../graphql/generated/resolvers.js';
import { iso } from '../../lib/dates.js';
import { seatsOf, spotsTotal, type SeatView } from './squads.policy.js';
import type { SquadMemberView } from './squads.repo.js';

/** A SquadMember as resolvers receive it: the viewer's connection to them is a field resolver. */
export type SquadMemberParent = Omit<SquadMember, 'is_connection' | 'chat_id'>;

export function presentSquadMember(row: SquadMemberView): SquadMemberParent {
  return {
    user_id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    photo: row.photo,
    title: row.title,
    role: row.role,
    is_owner: row.is_owner,
    joined_at: iso(row.joined_at),
  };
}

/** What a post says of its seats (the posts module's PostParent has it). */
interface PostSeatPlan {
  requirements: Omit<Parameters<typeof seatsOf>[0], 'open_seats'>;
  open_seats: number;
}

/** A post's seats, spots and first faces, from the post and its squad's members. */
export function squadFacts(post: PostSeatPlan, members: readonly SquadMemberView[]) {
  const seats: SeatView[] = seatsOf({ ...post.requirements, open_seats: post.open_seats }, members);
  return {
    seats,
    spots_total: spotsTotal(seats),
    spots_filled: members.filter((m) => !m.is_owner).length,
  };
}
