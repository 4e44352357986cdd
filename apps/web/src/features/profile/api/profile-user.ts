import { graphql } from '@/gql';

/** The profile header. */
export const ProfileUserQuery = graphql(`
  query ProfileUser($userId: ID) {
    loadUserById(userId: $userId) {
      _id
      first_name
      last_name
      email
      photo
      title
      bio
      location_id
      looking_for
      is_connection
      chat_id
      connections_count
      links {
        name
        url
      }
      is_online
      last_seen
      created_at
    }
  }
`);

/** Edit Profile and the photo dialog: any subset of fields; `photo: null` removes the photo. */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateUserInput!) {
    updateUser(input: $input) {
      _id
      first_name
      last_name
      title
      bio
      location_id
      looking_for
      photo
      links {
        name
        url
      }
    }
  }
`);
