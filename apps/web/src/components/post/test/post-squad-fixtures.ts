// A post's squad fields as tests build them: the post card, My Posts and the applications screens
// all show a squad.
import type { PostSquadFieldsFragment } from '@/gql/graphql';

/** The squad fields as plain data (the generated type also names its fragment). */
export type SquadFields = Omit<PostSquadFieldsFragment, ' $fragmentName'>;
type Seat = SquadFields['seats'][number];
type Face = SquadFields['squad_preview'][number];

/** A row of Post.seats; role null is the open spots of a post without roles. */
export const seat = (
  role: string | null,
  total: number,
  filled = 0,
): Seat & { __typename: 'Seat' } => ({
  __typename: 'Seat',
  role,
  total,
  filled,
});

/** A face of the squad preview. */
export const face = (
  userId: string,
  firstName: string,
  lastName: string,
): Face & { __typename: 'SquadAvatar' } => ({
  __typename: 'SquadAvatar',
  user_id: userId,
  first_name: firstName,
  last_name: lastName,
  photo: null,
});

/** The squad fields of a post: one open spot, nobody in it yet but its owner (Liam Chen). */
export function buildSquad(overrides: Partial<SquadFields> = {}): SquadFields {
  return {
    spots_total: 1,
    spots_filled: 0,
    in_squad: false,
    when_role_fills: 'waitlist',
    seats: [seat(null, 1)],
    squad_preview: [face('user-2', 'Liam', 'Chen')],
    ...overrides,
  };
}
