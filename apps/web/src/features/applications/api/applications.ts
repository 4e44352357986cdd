import { graphql } from '@/gql';

/**
 * A post's applicants (owner only), with the post's title for the heading and its seats, so Accept
 * on a full role offers the free ones instead of failing.
 */
export const PostApplicantsQuery = graphql(`
  query PostApplicants($postId: ID!, $page: Int, $limit: Int) {
    loadPostById(postId: $postId) {
      _id
      title
      status
      applications_count
      spots_total
      spots_filled
      seats {
        role
        total
        filled
      }
    }
    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit) {
      _id
      applicant_id
      message
      status
      role
      waitlisted
      decision_note
      squad_exit
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

/**
 * Accepts or rejects; accepting on a full role seats the applicant in `role` (another with a free
 * seat) or in one more seat of their own (`addSeat`). The post comes back with its seats (in
 * PostSquadFields), so every card and the "Every spot is filled" offer read the squad as it is
 * after the decision (auto_close may have closed the post, or a freed seat reopened it).
 */
export const UpdateApplicationStatusMutation = graphql(`
  mutation UpdateApplicationStatus(
    $applicationId: ID!
    $status: Decision!
    $role: String
    $addSeat: Boolean
  ) {
    updateApplicationStatus(
      applicationId: $applicationId
      status: $status
      role: $role
      addSeat: $addSeat
    ) {
      _id
      status
      role
      waitlisted
      decision_note
      squad_exit
      updated_at
      post {
        _id
        status
        spots_total
        spots_filled
        ...PostSquadFields
      }
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
      ...PostSquadFields
    }
    application {
      _id
      status
      message
      role
      waitlisted
      decision_note
      squad_exit
      squad_exit_reason
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
