import { graphql } from '@/gql';

/** Asks `addresseeUserId` to connect; the answer is the new pending connection. */
export const SendFriendReqMutation = graphql(`
  mutation SendFriendReq($addresseeUserId: ID!, $message: String) {
    sendFriendReq(addresseeUserId: $addresseeUserId, message: $message) {
      _id
      status
      addressee_user_id
      chat_id
    }
  }
`);
