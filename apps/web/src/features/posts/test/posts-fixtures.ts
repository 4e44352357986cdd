import type { ApplicationStatus } from '@squadup/shared';
import { makeFragmentData } from '@/gql';
import type { PostCardFieldsFragment, PostSquadFieldsFragment } from '@/gql/graphql';
import { PostCardFieldsFragment as PostCardFieldsDoc } from '../api/post-fragments';

/** The squad fields as plain data (the generated type also names its fragment). */
type SquadFields = Omit<PostSquadFieldsFragment, ' $fragmentName'>;
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
    seats: [seat(null, 1)],
    squad_preview: [face('user-2', 'Liam', 'Chen')],
    ...overrides,
  };
}

type CardPost = PostCardFieldsFragment & SquadFields & { __typename: 'Post' };

/** A post as the card's fragment holds it (its squad fields too); override any field. */
export function buildPost(
  overrides: Partial<PostCardFieldsFragment & SquadFields> & {
    is_applied?: ApplicationStatus | null;
  } = {},
): CardPost {
  return {
    __typename: 'Post',
    _id: 'post-1',
    title: 'Campus ride-sharing app',
    description: 'Looking for two builders.',
    posted_by: 'user-2',
    first_name: 'Liam',
    last_name: 'Chen',
    photo: null,
    tech_stack: ['React', 'Node.js'],
    work_mode: 'remote',
    experience_level: null,
    location_id: 'Berlin',
    status: 'open',
    views_count: 3,
    applications_count: 1,
    is_saved: false,
    is_applied: null,
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    ...buildSquad(),
    ...overrides,
  };
}

/** The masked reference a list hands to <PostCard>. */
export const cardRef = (post: ReturnType<typeof buildPost>) =>
  makeFragmentData(post, PostCardFieldsDoc);
