import { graphql } from '@/gql';

/**
 * A pending request from the viewer's side: the "other" member is the requester on a received
 * request, the addressee on a sent one.
 */
export const PendingRequestFieldsFragment = graphql(`
  fragment PendingRequestFields on Connection {
    _id
    status
    message
    created_at
    other_user_id
    first_name
    last_name
    photo
    title
  }
`);

/** Requests waiting for the viewer's answer, newest first. */
export const PendingFriendRequestsQuery = graphql(`
  query PendingFriendRequests {
    loadPendingFriendRequests {
      _id
      ...PendingRequestFields
    }
  }
`);

/** Requests the viewer sent that wait for an answer, newest first (the "other" is the addressee). */
export const SentFriendRequestsQuery = graphql(`
  query SentFriendRequests {
    loadSentFriendRequests {
      _id
      ...PendingRequestFields
    }
  }
`);

/** A member's accepted connections (the viewer's own on Contacts). */
export const ConnectionsListQuery = graphql(`
  query ConnectionsList($userId: ID!) {
    loadConnectionsList(userId: $userId) {
      _id
      status
      chat_id
      other_user_id
      first_name
      last_name
      photo
      title
    }
  }
`);

export const AcceptFriendReqMutation = graphql(`
  mutation AcceptFriendReq($connectionId: ID!) {
    acceptFriendReq(connectionId: $connectionId) {
      _id
      status
      chat_id
      responded_at
    }
  }
`);

export const DeclineFriendReqMutation = graphql(`
  mutation DeclineFriendReq($connectionId: ID!) {
    declineFriendReq(connectionId: $connectionId) {
      _id
      status
      responded_at
    }
  }
`);

/** The requester withdraws a pending request (answers it with status none). */
export const CancelFriendReqMutation = graphql(`
  mutation CancelFriendReq($connectionId: ID!) {
    cancelFriendReq(connectionId: $connectionId) {
      _id
      status
    }
  }
`);

export const RemoveConnectionMutation = graphql(`
  mutation RemoveConnection($connectionId: ID!) {
    removeConnection(connectionId: $connectionId)
  }
`);
