import { useQuery } from '@apollo/client/react';
import { LoadError } from '@/components/ui/load-error';
import { NotificationSettingsQuery } from '../api/notification-settings';
import { NotificationLevelRow } from './notification-level-row';
import { SettingsSection } from '@/components/settings/settings-section';

const bar = 'animate-pulse rounded-lg bg-muted';

function RowsSkeleton() {
  return (
    <div role="status" aria-label="Loading notification settings...">
      <ul aria-hidden="true" className="divide-y divide-border">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="flex flex-col gap-3 py-4 sm:flex-row sm:justify-between">
            <div className="flex flex-col gap-2">
              <div className={`${bar} h-4 w-28`} />
              <div className={`${bar} h-4 w-64 max-w-full`} />
            </div>
            <div className={`${bar} h-11 w-full sm:w-64`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Notifications: how the member hears about each kind of thing. */
export function NotificationSettingsCard() {
  const { data, loading, error, refetch } = useQuery(NotificationSettingsQuery, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const settings = data?.getNotificationSettings;

  let body;
  if (settings) {
    body = (
      <ul aria-label="Notification settings" className="divide-y divide-border">
        {settings.map((setting) => (
          <NotificationLevelRow key={setting.kind} kind={setting.kind} level={setting.level} />
        ))}
      </ul>
    );
  } else if (error) {
    body = (
      <LoadError
        className="py-6"
        retrying={loading}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        Could not load your notification settings.
      </LoadError>
    );
  } else {
    body = <RowsSkeleton />;
  }

  return (
    <SettingsSection
      title="Notifications"
      description="Choose how you hear about each kind of activity: in the app only, by e-mail at once, in a daily digest, or not at all."
    >
      {body}
    </SettingsSection>
  );
}
