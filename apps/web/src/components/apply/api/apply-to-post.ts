import { graphql } from '@/gql';

/** Returns the application; its status is what the Apply button shows afterwards. */
export const ApplyToPostMutation = graphql(`
  mutation ApplyToPost($postId: ID!, $message: String, $role: String) {
    applyToPost(postId: $postId, message: $message, role: $role) {
      _id
      post_id
      status
      message
      role
      created_at
    }
  }
`);
