import { graphql } from '@/gql';

/** The viewer's direct chat with `userId`, opened when that member takes their messages. */
export const OpenDirectChatMutation = graphql(`
  mutation OpenDirectChat($userId: ID!) {
    openDirectChat(userId: $userId)
  }
`);
