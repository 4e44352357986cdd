import { graphql } from '@/gql';

// Paged lists take page (from 1) and limit (PAGE_SIZE.projects); a full page means "maybe more".

/** Open posts matching the filter panel and, when typed, the search words (filter.search). */
export const LoadPostByFilterQuery = graphql(`
  query LoadPostByFilter($filter: ProjectFilterInput!, $page: Int, $limit: Int) {
    loadPostByFilter(filter: $filter, page: $page, limit: $limit) {
      _id
      ...PostCardFields
    }
  }
`);

/** Search by skill, branch or domain (text and no filter; with a filter, LoadPostByFilter). */
export const SearchProjectsQuery = graphql(`
  query SearchProjects($search: String!, $page: Int, $limit: Int) {
    searchProjects(search: $search, page: $page, limit: $limit) {
      _id
      ...PostCardFields
    }
  }
`);

/** One post with its detail fields (NOT_FOUND when missing). */
export const LoadPostByIdQuery = graphql(`
  query LoadPostById($postId: ID!) {
    loadPostById(postId: $postId) {
      _id
      ...PostCardFields
      ...PostDetailFields
    }
  }
`);

/** The event Discover's event filter names: its name for the note above the squads, and whether it ended. */
export const DiscoverEventQuery = graphql(`
  query DiscoverEvent($eventId: ID!) {
    loadEvent(eventId: $eventId) {
      _id
      name
      ended
    }
  }
`);
