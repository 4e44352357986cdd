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
