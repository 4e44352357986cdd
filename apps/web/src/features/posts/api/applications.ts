import { graphql } from '@/gql';

/** A post's applicants (owner only), with the post's title for the heading. */
export const PostApplicantsQuery = graphql(`
  query PostApplicants($postId: ID!, $page: Int, $limit: Int) {
    loadPostById(postId: $postId) {
      _id
      title
      status
      applications_count
    }
    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {
      _id
      applicant_id
      message
      status
      created_at
      first_name
      last_name
      photo
      title
      location_id
      is_connection
      chat_id
    }
  }
`);

export const UpdateApplicationStatusMutation = graphql(`
  mutation UpdateApplicationStatus($applicationId: ID!, $status: Decision!) {
    updateApplicationStatus(applicationId: $applicationId, status: $status) {
      _id
      status
      updated_at
    }
  }
`);

const MyApplicationFields = graphql(`
  fragment MyApplicationFields on ApplicationWithPost {
    post {
      _id
      title
      description
      status
      posted_by
      first_name
      last_name
      tech_stack
      experience_level
      work_mode
      location_id
      is_applied
      created_at
    }
    application {
      _id
      status
      message
      created_at
      updated_at
    }
  }
`);

/** The viewer's applications with their posts, newest first. */
export const MyApplicationsQuery = graphql(`
  query MyApplications($page: Int, $limit: Int) {
    getApplicationsByUser(page: $page, limit: $limit) {
      application {
        _id
      }
      ...MyApplicationFields
    }
  }
`);

/** The viewer's applications whose post title matches `search`. */
export const SearchMyApplicationsQuery = graphql(`
  query SearchMyApplications($search: String!, $page: Int, $limit: Int) {
    searchMyApplications(search: $search, page: $page, limit: $limit) {
      application {
        _id
      }
      ...MyApplicationFields
    }
  }
`);

/** Withdraws an application; the post's is_applied follows so every card showing it updates. */
export const CancelApplicationMutation = graphql(`
  mutation CancelApplication($applicationId: ID!) {
    cancelApplyToPost(applicationId: $applicationId) {
      _id
      status
      updated_at
      post {
        _id
        is_applied
        applications_count
      }
    }
  }
`);

export { MyApplicationFields };
