import { graphql } from '@/gql';

/**
 * A post's applicants (owner only), with the post's title for the heading and its seats, so Accept
 * on a full role offers the free ones instead of failing. The server groups them by status
 * (pending, the waitlist, accepted, declined) and orders each group as `order` says; skill_match
 * (how the applicant's skills meet the post's) is set in this list only.
 */
export const PostApplicantsQuery = graphql(`
  query PostApplicants($postId: ID!, $page: Int, $limit: Int, $order: ApplicantOrder) {
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
    loadApplicationsByPostId(postId: $postId, page: $page, limit: $limit, order: $order) {
      _id
      applicant_id
      message
      status
      role
      waitlisted
      decision_note
      decline_reason
      squad_exit
      created_at
      first_name
      last_name
      photo
      title
      location_id
      is_connection
      chat_id
      skill_match {
        matched
        wanted
      }
      top_skills {
        _id
        skill_name
      }
    }
  }
`);

/**
 * Accepts or rejects (a decline may carry the owner's `reason`, which the applicant reads); accepting on a full role seats the applicant in `role` (another with a free
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
    $reason: String
  ) {
    updateApplicationStatus(
      applicationId: $applicationId
      status: $status
      role: $role
      addSeat: $addSeat
      reason: $reason
    ) {
      _id
      status
      role
      waitlisted
      decision_note
      decline_reason
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
      accepting_applications
      ...PostSquadFields
    }
    application {
      _id
      status
      message
      role
      waitlisted
      decision_note
      decline_reason
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

/** The reasons the viewer saved for declining applicants, in their order. */
export const DeclineTemplatesQuery = graphql(`
  query DeclineTemplates {
    declineTemplates
  }
`);

/** Replaces the viewer's saved decline reasons with `templates`; answers the list as saved. */
export const SaveDeclineTemplatesMutation = graphql(`
  mutation SaveDeclineTemplates($templates: [String!]!) {
    saveDeclineTemplates(templates: $templates)
  }
`);

export { MyApplicationFields };
