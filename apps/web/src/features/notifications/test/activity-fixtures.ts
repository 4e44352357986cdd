import type { ActivityType } from '@/gql/graphql';
import { ActivityFeedQuery } from '../api/activity';

const actor = (user_id: string, first_name: string, last_name: string) => ({
  __typename: 'SquadAvatar' as const,
  user_id,
  first_name,
  last_name,
  photo: null,
});

const ANA = actor('user-ana', 'Ana', 'Lopez');
export const BEN = actor('user-ben', 'Ben', 'Ray');
export const CLEO = actor('user-cleo', 'Cleo', 'Diaz');

/** A feed line as the API sends it; one unread application to "Campus app" unless told. */
export function buildLine(
  overrides: Partial<{
    _id: string;
    type: ActivityType;
    count: number;
    actors: ReturnType<typeof actor>[];
    post_id: string | null;
    post_title: string | null;
    link: string;
    unread: boolean;
    created_at: string;
  }> = {},
) {
  return {
    __typename: 'ActivityGroup' as const,
    _id: 'act-1',
    type: 'application_received' as ActivityType,
    count: 1,
    actors: [ANA],
    post_id: 'post-1',
    post_title: 'Campus app',
    link: '/myposts/post-1',
    unread: true,
    created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    ...overrides,
  };
}

/** The feed's first page answering `lines`. */
export const feed = (lines: ReturnType<typeof buildLine>[]) => ({
  request: { query: ActivityFeedQuery, variables: { page: 1, limit: 20 } },
  result: { data: { getActivity: lines } },
});
