import { graphql } from '@/gql';

/**
 * Deletes the viewer's own account and everything that is theirs (the server ends every session).
 * `password` confirms it for a member who has one; one who signs in with Google or GitHub only
 * must have signed in within the last 10 minutes.
 */
export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($userId: ID!, $password: String) {
    deleteUser(userId: $userId, password: $password)
  }
`);

/** Whether the viewer signs in with a password: what the delete dialog asks for. */
export const AccountSignInQuery = graphql(`
  query AccountSignIn {
    loadUserById {
      _id
      has_password
    }
  }
`);
