import { graphql } from '@/gql';

/** The signed-in member: loadUserById without an id answers one's own account. */
export const CurrentMemberQuery = graphql(`
  query CurrentMember {
    loadUserById {
      _id
      first_name
      last_name
      email
      photo
    }
  }
`);
