import { graphql } from '@/gql';

// Squads: a post's owner plus its accepted applicants. A squad's id is its post's id.

/** A member as the squad page shows them (owner first, then in the order they joined). */
export const SquadMemberFieldsFragment = graphql(`
  fragment SquadMemberFields on SquadMember {
    user_id
    first_name
    last_name
    photo
    title
    role
    is_owner
    joined_at
    is_connection
    chat_id
  }
`);

/** The squad page: the post's summary, its seats, the members, the workspace and the squad chat's id. */
export const LoadSquadQuery = graphql(`
  query LoadSquad($postId: ID!) {
    loadSquad(postId: $postId) {
      _id
      chat_id
      is_owner
      unread_count
      spots_total
      spots_filled
      created_at
      post {
        _id
        title
        status
        project_type
      }
      seats {
        role
        total
        filled
      }
      members {
        ...SquadMemberFields
      }
      workspace {
        ...SquadWorkspaceFields
      }
    }
  }
`);

/** A member leaves (their seat reopens); answers the post's id. */
export const LeaveSquadMutation = graphql(`
  mutation LeaveSquad($postId: ID!) {
    leaveSquad(postId: $postId)
  }
`);

/** The owner removes a member, with an optional reason shown to them; answers the squad as it is now. */
export const RemoveSquadMemberMutation = graphql(`
  mutation RemoveSquadMember($postId: ID!, $userId: ID!, $reason: String) {
    removeSquadMember(postId: $postId, userId: $userId, reason: $reason) {
      _id
      spots_total
      spots_filled
      seats {
        role
        total
        filled
      }
      members {
        ...SquadMemberFields
      }
    }
  }
`);
