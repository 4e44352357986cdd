import { graphql } from '@/gql';

/** The viewer's choice to show others when they are online (decision 0032). */
export const PresenceSettingQuery = graphql(`
  query PresenceSetting {
    loadUserById {
      _id
      show_online
    }
  }
`);

/** Saves the choice; the answer lands on the viewer's User in the cache. */
export const UpdatePresenceSettingMutation = graphql(`
  mutation UpdatePresenceSetting($show: Boolean!) {
    updateUser(input: { show_online: $show }) {
      _id
      show_online
    }
  }
`);
