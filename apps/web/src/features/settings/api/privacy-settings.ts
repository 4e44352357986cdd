import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/**
 * The viewer's privacy choices: whether others see when they are online (decision 0032), whether
 * signed-out visitors may read their profile, whether their connections see their e-mail
 * address, whether chats show their read receipts and typing (decision 0082), and who may message
 * them (decision 0084). One query for
 * the settings page's cards.
 */
export const PrivacySettingsQuery = graphql(`
  query PrivacySettings {
    loadUserById {
      _id
      show_online
      members_only_profile
      email_to_connections
      show_read_receipts
      show_typing
      message_from
    }
  }
`);

/** Saves the online-status choice; the answer lands on the viewer's User in the cache. */
export const UpdatePresenceSettingMutation = graphql(`
  mutation UpdatePresenceSetting($show: Boolean!) {
    updateUser(input: { show_online: $show }) {
      _id
      show_online
    }
  }
`);

/** Saves the members-only choice for the profile, the same way. */
export const UpdateProfileVisibilityMutation = graphql(`
  mutation UpdateProfileVisibility($membersOnly: Boolean!) {
    updateUser(input: { members_only_profile: $membersOnly }) {
      _id
      members_only_profile
    }
  }
`);

/** Saves whether accepted connections see the member's e-mail address, the same way. */
export const UpdateEmailToConnectionsMutation = graphql(`
  mutation UpdateEmailToConnections($show: Boolean!) {
    updateUser(input: { email_to_connections: $show }) {
      _id
      email_to_connections
    }
  }
`);

/** Saves whether others learn when the member read a chat (and the member sees theirs). */
export const UpdateReadReceiptsMutation = graphql(`
  mutation UpdateReadReceipts($show: Boolean!) {
    updateUser(input: { show_read_receipts: $show }) {
      _id
      show_read_receipts
    }
  }
`);

/** Saves whether others see the member typing (and the member sees them typing). */
export const UpdateTypingMutation = graphql(`
  mutation UpdateTyping($show: Boolean!) {
    updateUser(input: { show_typing: $show }) {
      _id
      show_typing
    }
  }
`);

/** Saves who may write to the member in a direct chat besides their connections. */
export const UpdateMessageFromMutation = graphql(`
  mutation UpdateMessageFrom($from: MessageFrom!) {
    updateUser(input: { message_from: $from }) {
      _id
      message_from
    }
  }
`);

/**
 * The privacy choices as the server keeps them (undefined until loaded). Both cards call it; Apollo
 * sends their identical query once.
 */
export function usePrivacySettings() {
  const { data, loading, error, refetch } = useQuery(PrivacySettingsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return {
    settings: data?.loadUserById,
    loading,
    failed: Boolean(error),
    reload: () => void refetch().catch(() => undefined),
  };
}
