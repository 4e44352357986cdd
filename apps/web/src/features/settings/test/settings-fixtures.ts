import {
  DEFAULT_NOTIFICATION_LEVELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationLevel,
} from '@squadup/shared';
import {
  NotificationSettingsQuery,
  UpdateNotificationSettingMutation,
} from '../api/notification-settings';
import { PresenceSettingQuery, UpdatePresenceSettingMutation } from '../api/presence-setting';

/** Every kind, in the server's order, at the defaults with `changes` applied. */
export function settingsWith(changes: Partial<Record<NotificationKind, NotificationLevel>> = {}) {
  return NOTIFICATION_KINDS.map((kind) => ({
    __typename: 'NotificationSetting' as const,
    kind,
    level: changes[kind] ?? DEFAULT_NOTIFICATION_LEVELS[kind],
  }));
}

export const settingsQuery = (settings = settingsWith()) => ({
  request: { query: NotificationSettingsQuery },
  result: { data: { getNotificationSettings: settings } },
});

/** The server keeps `level` for `kind` and answers every kind. */
export const saveLevel = (kind: NotificationKind, level: NotificationLevel) => ({
  request: { query: UpdateNotificationSettingMutation, variables: { kind, level } },
  result: { data: { updateNotificationSetting: settingsWith({ [kind]: level }) } },
});

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
