import {
  PrivacySettingsQuery,
  UpdateEmailToConnectionsMutation,
  UpdateMessageFromMutation,
  UpdatePresenceSettingMutation,
  UpdateProfileVisibilityMutation,
  UpdateReadReceiptsMutation,
} from '../api/privacy-settings';

/** The viewer's privacy choices (Settings: Online status, Chats and Profile visibility). */
export const privacySettingsQuery = (
  show = true,
  membersOnly = false,
  emailToConnections = false,
  readReceipts = true,
) => ({
  request: { query: PrivacySettingsQuery },
  result: {
    data: {
      loadUserById: {
        __typename: 'User' as const,
        _id: 'user-1',
        show_online: show,
        members_only_profile: membersOnly,
        email_to_connections: emailToConnections,
        show_read_receipts: readReceipts,
        show_typing: true,
        message_from: 'applications' as const,
      },
    },
  },
});

/** The server keeps `show` (others learn when the viewer read their messages) as the choice. */
export const saveReadReceipts = (show: boolean) => ({
  request: { query: UpdateReadReceiptsMutation, variables: { show } },
  result: {
    data: { updateUser: { __typename: 'User' as const, _id: 'user-1', show_read_receipts: show } },
  },
});

/** The server keeps `from` as who may message the viewer. */
export const saveMessageFrom = (from: 'connections' | 'squads' | 'applications') => ({
  request: { query: UpdateMessageFromMutation, variables: { from } },
  result: {
    data: { updateUser: { __typename: 'User' as const, _id: 'user-1', message_from: from } },
  },
});

/** The server keeps `show` (connections see the e-mail) as the viewer's choice. */
export const saveEmailToConnections = (show: boolean) => ({
  request: { query: UpdateEmailToConnectionsMutation, variables: { show } },
  result: {
    data: {
      updateUser: { __typename: 'User' as const, _id: 'user-1', email_to_connections: show },
    },
  },
});

/** The server keeps `show` as the viewer's choice. */
export const savePresence = (show: boolean) => ({
  request: { query: UpdatePresenceSettingMutation, variables: { show } },
  result: {
    data: { updateUser: { __typename: 'User' as const, _id: 'user-1', show_online: show } },
  },
});

/** The server keeps `membersOnly` as the viewer's choice. */
export const saveProfileVisibility = (membersOnly: boolean) => ({
  request: { query: UpdateProfileVisibilityMutation, variables: { membersOnly } },
  result: {
    data: {
      updateUser: {
        __typename: 'User' as const,
        _id: 'user-1',
        members_only_profile: membersOnly,
      },
    },
  },
});
