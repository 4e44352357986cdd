import { graphql } from '@/gql';

/** The signed-in member's own posts, open and closed, for My Posts (network-only: the owner's own edits show at once). */
export const MyPostsQuery = graphql(`
  query MyPosts($userId: ID!, $page: Int, $limit: Int) {
    loadPostsByUserId(userId: $userId, page: $page, limit: $limit) {
      _id
      title
      description
      status
      tech_stack
      experience_level
      work_mode
      location_id
      views_count
      applications_count
      created_at
      project_type
      starts_on
      ends_on
      apply_by
      hours_per_week
      accepting_applications
      hidden {
        at
        reason
      }
      ...PostSquadFields
    }
  }
`);

export const OpenPostMutation = graphql(`
  mutation OpenPost($postId: ID!) {
    openPost(postId: $postId) {
      _id
      status
      accepting_applications
      updated_at
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($postId: ID!) {
    deletePost(postId: $postId)
  }
`);
