import { graphql } from '@/gql';

/** Closes recruitment: My Posts' menu, and the applicants list once every spot is filled. */
export const ClosePostMutation = graphql(`
  mutation ClosePost($postId: ID!) {
    closePost(postId: $postId) {
      _id
      status
      accepting_applications
      updated_at
    }
  }
`);
