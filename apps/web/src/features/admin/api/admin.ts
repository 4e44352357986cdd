import { graphql } from '@/gql';

/** Whether the viewer is an operator (true only on one's own record): the admin area's guard. */
export const ViewerOperatorQuery = graphql(`
  query ViewerOperator {
    loadUserById {
      _id
      is_operator
    }
  }
`);

export const AdminMemberFieldsFragment = graphql(`
  fragment AdminMemberFields on AdminMember {
    _id
    first_name
    last_name
    email
    photo
    title
    is_operator
    suspension {
      since
      until
      reason
    }
  }
`);

export const AdminMessageFieldsFragment = graphql(`
  fragment AdminMessageFields on AdminMessage {
    _id
    chat_id
    kind
    content
    is_deleted
    created_at
    hidden {
      at
      reason
    }
    # Names only: the depth limit (GRAPHQL_LIMITS.maxDepth) counts fragment levels, and a message
    # report's context names the sender in full as \`member\`.
    sender {
      _id
      first_name
      last_name
    }
  }
`);

/** One queue row: what, why, who reported it, when. */
export const AdminReportRowFieldsFragment = graphql(`
  fragment AdminReportRowFields on AdminReport {
    _id
    status
    subject_type
    subject_id
    reason
    details
    created_at
    resolved_at
    reporter {
      _id
      first_name
      last_name
      photo
    }
  }
`);

/** The report queue, newest first; "Load more" grows it (lib/apollo-cache.ts). */
export const AdminReportsQuery = graphql(`
  query AdminReports(
    $status: ReportStatus
    $subjectType: ReportSubjectType
    $page: Int
    $limit: Int
  ) {
    adminReports(status: $status, subject_type: $subjectType, page: $page, limit: $limit) {
      _id
      ...AdminReportRowFields
      context {
        gone
        post {
          _id
          title
        }
        member {
          _id
          first_name
          last_name
        }
        message {
          _id
          content
        }
      }
    }
  }
`);

/** One report with its content in context. */
export const AdminReportQuery = graphql(`
  query AdminReport($reportId: ID!) {
    adminReport(reportId: $reportId) {
      _id
      status
      subject_type
      subject_id
      reason
      details
      created_at
      resolved_at
      reporter {
        ...AdminMemberFields
      }
      context {
        gone
        post {
          _id
          title
          description
          status
          created_at
          hidden {
            at
            reason
          }
          owner {
            ...AdminMemberFields
          }
        }
        member {
          ...AdminMemberFields
          bio
          created_at
        }
        message {
          _id
          ...AdminMessageFields
        }
        neighbours {
          _id
          ...AdminMessageFields
        }
      }
    }
  }
`);

export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($page: Int, $limit: Int) {
    adminAuditLog(page: $page, limit: $limit) {
      _id
      action
      subject_type
      subject_id
      subject_label
      report_id
      reason
      until
      created_at
      operator {
        _id
        first_name
        last_name
        photo
      }
    }
  }
`);

export const DismissReportMutation = graphql(`
  mutation DismissReport($reportId: ID!, $reason: String!) {
    dismissReport(reportId: $reportId, reason: $reason) {
      _id
      status
      resolved_at
    }
  }
`);

export const HidePostMutation = graphql(`
  mutation HidePost($input: HideContentInput!) {
    hidePost(input: $input) {
      _id
      hidden {
        at
        reason
      }
    }
  }
`);

export const UnhidePostMutation = graphql(`
  mutation UnhidePost($postId: ID!, $reason: String!) {
    unhidePost(postId: $postId, reason: $reason) {
      _id
      hidden {
        at
        reason
      }
    }
  }
`);

export const HideMessageMutation = graphql(`
  mutation HideMessage($input: HideContentInput!) {
    hideMessage(input: $input) {
      _id
      hidden {
        at
        reason
      }
    }
  }
`);

export const UnhideMessageMutation = graphql(`
  mutation UnhideMessage($messageId: ID!, $reason: String!) {
    unhideMessage(messageId: $messageId, reason: $reason) {
      _id
      hidden {
        at
        reason
      }
    }
  }
`);

export const SuspendMemberMutation = graphql(`
  mutation SuspendMember($input: SuspendMemberInput!) {
    suspendMember(input: $input) {
      _id
      suspension {
        since
        until
        reason
      }
    }
  }
`);

export const LiftSuspensionMutation = graphql(`
  mutation LiftSuspension($userId: ID!, $reason: String!) {
    liftSuspension(userId: $userId, reason: $reason) {
      _id
      suspension {
        since
        until
        reason
      }
    }
  }
`);
