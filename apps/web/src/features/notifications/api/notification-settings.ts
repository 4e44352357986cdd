import { graphql } from '@/gql';

/** The viewer's level for every kind, in the server's fixed order (defaults included). */
export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    getNotificationSettings {
      kind
      level
    }
  }
`);

/**
 * Sets one kind's level. The answer holds every kind; settings are keyed by kind in the cache
 * (lib/apollo-cache.ts), so it lands on the rows the query shows.
 */
export const UpdateNotificationSettingMutation = graphql(`
  mutation UpdateNotificationSetting($kind: NotificationKind!, $level: NotificationLevel!) {
    updateNotificationSetting(kind: $kind, level: $level) {
      kind
      level
    }
  }
`);
