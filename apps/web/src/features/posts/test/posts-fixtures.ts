import type { ApplicationStatus } from '@squadup/shared';
import { makeFragmentData } from '@/gql';
import type { PostCardFieldsFragment } from '@/gql/graphql';
import { PostCardFieldsFragment as PostCardFieldsDoc } from '@/components/post/api/post-fragments';
import { buildSquad, type SquadFields } from '@/components/post/test/post-squad-fixtures';

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
    project_type: null,
    starts_on: null,
    ends_on: null,
    apply_by: null,
    hours_per_week: null,
    accepting_applications: true,
    ...buildSquad(),
    ...overrides,
  };
}

/** The masked reference a list hands to <PostCard>. */
export const cardRef = (post: ReturnType<typeof buildPost>) =>
  makeFragmentData(post, PostCardFieldsDoc);
