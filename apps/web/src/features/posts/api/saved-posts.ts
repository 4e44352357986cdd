import { graphql } from '@/gql';

/** The viewer's saved posts, most recently saved first, as project cards. */
export const SavedPostsQuery = graphql(`
  query SavedPosts($page: Int, $limit: Int) {
    getSavedPosts(page: $page, limit: $limit) {
      _id
      ...PostCardFields
    }
  }
`);
