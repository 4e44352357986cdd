import {
  PrivacySettingsQuery,
  UpdatePresenceSettingMutation,
  UpdateProfileVisibilityMutation,
} from '../api/privacy-settings';

/** The viewer's privacy choices (Settings: Online status and Profile visibility). */
export const privacySettingsQuery = (show = true, membersOnly = false) => ({
  request: { query: PrivacySettingsQuery },
  result: {
    data: {
      loadUserById: {
        __typename: 'User' as const,
        _id: 'user-1',
        show_online: show,
        members_only_profile: membersOnly,
      },
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
