import { PAGE_SIZE } from '@squadup/shared';
import { graphql } from '@/gql';
import { prefetchQuery } from '@/lib/graphql-prefetch';

// What Discover Projects (/projects, no search and no filter) asks for first: the recommendations
// and the first page of All projects, side by side. The entry file imports this module, so that a
// returning member's browser can send both before the screen's code has arrived (decision 0062);
// the screen asks with the same variables and is handed those answers.

/** Posts whose requirements overlap the viewer's skills, with the skills that matched. */
export const LoadByRecommendationQuery = graphql(`
  query LoadByRecommendation($page: Int, $limit: Int) {
    loadByRecommendation(page: $page, limit: $limit) {
      matched_skills
      post {
        _id
        ...PostCardFields
      }
    }
  }
`);

/**
 * Open posts, newest first (Discover's All projects, with no search and no filter), without the
 * posts 'Recommended for you' shows above it: `excludeRecommended` leaves out the server's first
 * recommendations, so the list need not wait for their ids (decision 0062).
 */
export const LoadPostsQuery = graphql(`
  query LoadPosts($page: Int, $limit: Int, $excludeRecommended: Int) {
    loadPosts(page: $page, limit: $limit, excludeRecommended: $excludeRecommended) {
      _id
      ...PostCardFields
    }
  }
`);

/** How many posts 'Recommended for you' shows, and All projects leaves out. */
export const RECOMMENDED_SHOWN = PAGE_SIZE.projects;

export const recommendedVariables = { page: 1, limit: RECOMMENDED_SHOWN };

/** All projects' page `page`, without the recommended posts. */
export const allProjectsVariables = (page: number) => ({
  page,
  limit: PAGE_SIZE.projects,
  excludeRecommended: RECOMMENDED_SHOWN,
});

/**
 * Sends Discover's first two queries with the stored member's token, when the address is plain
 * /projects: a search or a filter in it (Discover's address keeps them) calls for other queries.
 */
export function prefetchDiscover(token: string): void {
  if (window.location.search !== '') return;
  prefetchQuery(LoadByRecommendationQuery, recommendedVariables, token);
  prefetchQuery(LoadPostsQuery, allProjectsVariables(1), token);
}
