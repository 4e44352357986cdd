import { graphql } from '@/gql';

/** One line of the feed (one item, or several of one type about one subject). */
export const ActivityGroupFieldsFragment = graphql(`
  fragment ActivityGroupFields on ActivityGroup {
    _id
    type
    count
    actors {
      user_id
      first_name
      last_name
      photo
    }
    post_id
    post_title
    link
    unread
    created_at
  }
`);

/** The viewer's activity feed, newest first, grouped (paged by the cache's policy); `unread` for Mark all. */
export const ActivityFeedQuery = graphql(`
  query ActivityFeed($page: Int, $limit: Int) {
    getActivity(page: $page, limit: $limit) {
      _id
      unread
      ...ActivityGroupFields
    }
  }
`);

/** Marks a line (its whole group) read; answers the viewer's unread count. */
export const MarkActivityReadMutation = graphql(`
  mutation MarkActivityRead($activityId: ID!) {
    markActivityRead(activityId: $activityId)
  }
`);

export const MarkAllActivityReadMutation = graphql(`
  mutation MarkAllActivityRead {
    markAllActivityRead
  }
`);
