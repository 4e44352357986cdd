import { graphql } from '@/gql';

export const CreatePostMutation = graphql(`
  mutation CreatePost($input: PostInput!) {
    createPost(input: $input) {
      _id
      ...PostCardFields
      ...PostDetailFields
    }
  }
`);

/** Replaces every field of the post (the form sends them all). Owner only. */
export const UpdatePostMutation = graphql(`
  mutation UpdatePost($postId: ID!, $input: PostInput!) {
    updatePost(postId: $postId, input: $input) {
      _id
      ...PostCardFields
      ...PostDetailFields
    }
  }
`);

export const SavePostMutation = graphql(`
  mutation SavePost($postId: ID!) {
    savePost(postId: $postId) {
      _id
      is_saved
    }
  }
`);

export const UnsavePostMutation = graphql(`
  mutation UnsavePost($postId: ID!) {
    unsavePost(postId: $postId) {
      _id
      is_saved
    }
  }
`);

/** Counts one view; the screen sends it once per browser session per post. */
export const IncrementPostViewMutation = graphql(`
  mutation IncrementPostView($postId: ID!) {
    incrementPostView(postId: $postId) {
      _id
      views_count
    }
  }
`);
