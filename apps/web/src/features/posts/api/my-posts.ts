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
      updated_at
    }
  }
`);

export const DeletePostMutation = graphql(`
  mutation DeletePost($postId: ID!) {
    deletePost(postId: $postId)
  }
`);
