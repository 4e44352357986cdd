import { PresenceSettingQuery, UpdatePresenceSettingMutation } from '../api/presence-setting';

/** The viewer's online-status choice (Settings: Online status). */
export const presenceSettingQuery = (show = true) => ({
  request: { query: PresenceSettingQuery },
  result: {
    data: { loadUserById: { __typename: 'User' as const, _id: 'user-1', show_online: show } },
  },
});

/** The server keeps `show` as the viewer's choice. */
export const savePresence = (show: boolean) => ({
  request: { query: UpdatePresenceSettingMutation, variables: { show } },
  result: {
    data: { updateUser: { __typename: 'User' as const, _id: 'user-1', show_online: show } },
  },
});
