import { graphql } from '@/gql';

/** Deletes the viewer's own account and everything that is theirs (the server ends every session). */
export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($userId: ID!) {
    deleteUser(userId: $userId)
  }
`);
